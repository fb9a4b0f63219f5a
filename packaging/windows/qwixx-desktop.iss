; Qwixx Desktop installer for Windows (Inno Setup 6), wrapped around the PyInstaller bundle in
; dist\qwixx-desktop. Build it with build.ps1 next to this file, which builds the bundle, runs
; its self-test and then calls
;     iscc /DAppVersion=<version> packaging\windows\qwixx-desktop.iss
; with the version read from qwixx_desktop\__init__.py (it is written nowhere else).
; Output: dist\qwixx-desktop-<version>-setup.exe

#ifndef AppVersion
  #error AppVersion is not defined: build with build.ps1 (iscc /DAppVersion=...)
#endif
#define AppName "Qwixx Desktop"
#define AppExe "qwixx-desktop.exe"
#define Bundle "..\..\dist\qwixx-desktop"

[Setup]
; The AppId identifies the app for upgrades and the uninstaller: never change it.
AppId={{CD8DB814-277F-440D-8B4C-8E8BBC4101A2}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=The Qwixx Desktop contributors
VersionInfoVersion={#AppVersion}
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
; Installs for everybody (admin) or, if the user prefers, only for themselves without admin.
PrivilegesRequired=admin
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir=..\..\dist
OutputBaseFilename=qwixx-desktop-{#AppVersion}-setup
SetupIconFile=qwixx-desktop.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
; The running app keeps its files open: let the installer and uninstaller close it.
CloseApplications=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "spanish"; MessagesFile: "compiler:Languages\Spanish.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
; The whole one-folder bundle: qwixx-desktop.exe and _internal\ (Python, Qt, resources).
Source: "{#Bundle}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[InstallDelete]
; An older version's bundle may hold files this one no longer ships.
Type: filesandordirs; Name: "{app}\_internal"

[Icons]
; Start menu: the app and its uninstaller; optionally a desktop icon.
Name: "{group}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{group}\{cm:UninstallProgram,{#AppName}}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

; The uninstaller removes everything under {app}. Saved games and settings (in the user's
; AppData\Roaming\QwixxDesktop folder and the registry) belong to the user and stay.
