# Build the Windows installer: the PyInstaller bundle, its self-test, then Inno Setup.
#
#   powershell -ExecutionPolicy Bypass -File packaging\windows\build.ps1
#
# Needs Python 3.11+ (python.org, "py" launcher) and Inno Setup 6 (ISCC.exe). See README.md.
$ErrorActionPreference = "Stop"
$root = (Resolve-Path "$PSScriptRoot\..\..").Path
Set-Location $root

$python = Join-Path $root ".venv\Scripts\python.exe"
if (-not (Test-Path $python)) {
    py -3.11 -m venv .venv
    if ($LASTEXITCODE -ne 0) { throw "could not create .venv (is Python 3.11 installed?)" }
}
& $python -m pip install --upgrade --quiet pip
& $python -m pip install --quiet ".[package]"
if ($LASTEXITCODE -ne 0) { throw "pip install failed" }

& $python -m PyInstaller --noconfirm --distpath dist --workpath build\pyinstaller `
    packaging\qwixx-desktop.spec
if ($LASTEXITCODE -ne 0) { throw "PyInstaller failed" }

# The bundle has no console: wait for it, then read the report it leaves in %TEMP%.
$exe = Join-Path $root "dist\qwixx-desktop\qwixx-desktop.exe"
$log = Join-Path $env:TEMP "qwixx-desktop-self-test.log"
Remove-Item $log -ErrorAction SilentlyContinue
$test = Start-Process -FilePath $exe -ArgumentList "--self-test" -Wait -PassThru
Get-Content $log
if ($test.ExitCode -ne 0) { throw "the bundle's self-test failed (exit code $($test.ExitCode))" }

$version = (& $python -c "import qwixx_desktop; print(qwixx_desktop.__version__)").Trim()
$iscc = Join-Path ${env:ProgramFiles(x86)} "Inno Setup 6\ISCC.exe"
if (-not (Test-Path $iscc)) { $iscc = "iscc" }
& $iscc "/DAppVersion=$version" packaging\windows\qwixx-desktop.iss
if ($LASTEXITCODE -ne 0) { throw "Inno Setup failed" }
Write-Host "Built dist\qwixx-desktop-$version-setup.exe"
