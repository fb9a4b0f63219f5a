<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>Dice</name>
    <message>
        <location filename="../../qwixx_desktop/ui/dice.py" line="95"/>
        <location filename="../../qwixx_desktop/ui/table.py" line="328"/>
        <source>Dice</source>
        <translation>Dados</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dice.py" line="258"/>
        <source>Roll the dice to start.</source>
        <translation>Tira los dados para empezar.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dice.py" line="358"/>
        <source>White sum {total}</source>
        <translation>Suma blanca {total}</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <location filename="../../qwixx_desktop/ui/names.py" line="10"/>
        <source>Qwixx (classic)</source>
        <translation>Qwixx (clásico)</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/names.py" line="11"/>
        <source>Qwixx Longo</source>
        <translation>Qwixx Longo</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/names.py" line="12"/>
        <source>Qwixx On Board</source>
        <translation>Qwixx On Board</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/names.py" line="13"/>
        <source>Qwantum</source>
        <translation>Qwantum</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/names.py" line="20"/>
        <source>red</source>
        <translation>rojo</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/names.py" line="21"/>
        <source>yellow</source>
        <translation>amarillo</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/names.py" line="22"/>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/names.py" line="23"/>
        <source>blue</source>
        <translation>azul</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/names.py" line="31"/>
        <source>R</source>
        <comment>letter of the red row</comment>
        <translation>R</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/names.py" line="32"/>
        <source>Y</source>
        <comment>letter of the yellow row</comment>
        <translation>Am</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/names.py" line="33"/>
        <source>G</source>
        <comment>letter of the green row</comment>
        <translation>V</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/names.py" line="34"/>
        <source>B</source>
        <comment>letter of the blue row</comment>
        <translation>Az</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/names.py" line="41"/>
        <source>Human</source>
        <translation>Persona</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/names.py" line="42"/>
        <source>Computer: easy</source>
        <translation>Ordenador: fácil</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/names.py" line="43"/>
        <source>Computer: medium</source>
        <translation>Ordenador: medio</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/names.py" line="44"/>
        <source>Computer: hard</source>
        <translation>Ordenador: difícil</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/names.py" line="45"/>
        <source>Computer: expert</source>
        <translation>Ordenador: experto</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/names.py" line="46"/>
        <source>Computer: random</source>
        <translation>Ordenador: al azar</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/names.py" line="48"/>
        <source>Computer: {level}</source>
        <translation>Ordenador: {level}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/names.py" line="53"/>
        <source>human</source>
        <translation>persona</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/names.py" line="54"/>
        <source>easy</source>
        <translation>fácil</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/names.py" line="55"/>
        <source>medium</source>
        <translation>medio</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/names.py" line="56"/>
        <source>hard</source>
        <translation>difícil</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/names.py" line="57"/>
        <source>expert</source>
        <translation>experto</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="47"/>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="58"/>
        <source>random</source>
        <translation>al azar</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="59"/>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="65"/>
        <source>Seat {number}</source>
        <translation>Puesto {number}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="80"/>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="81"/>
        <source>Number of players</source>
        <translation>Número de jugadores</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="82"/>
        <source>Seed (optional)</source>
        <translation>Semilla (opcional)</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="84"/>
        <source>Several people can share this computer: choose Human for each of them. The same seed gives the same dice.</source>
        <translation>Varias personas pueden compartir este ordenador: elige Persona para cada una. La misma semilla da los mismos dados.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="95"/>
        <source>Start the game</source>
        <translation>Empezar la partida</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="114"/>
        <location filename="../../qwixx_desktop/ui/preferences.py" line="112"/>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="139"/>
        <source>Player {number}</source>
        <translation>Jugador {number}</translation>
    </message>
</context>
<context>
    <name>Print</name>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="227"/>
        <source>Print blank pads</source>
        <translation>Imprimir hojas en blanco</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="236"/>
        <source>US Letter</source>
        <translation>Carta (EE. UU.)</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="245"/>
        <source>In colour</source>
        <translation>En color</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="248"/>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="249"/>
        <source>Sheets</source>
        <translation>Hojas</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="250"/>
        <source>Paper</source>
        <translation>Papel</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="251"/>
        <source>Sheets per page</source>
        <translation>Hojas por página</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="252"/>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="258"/>
        <source>Save as PDF…</source>
        <translation>Guardar como PDF…</translation>
    </message>
</context>
<context>
    <name>Results</name>
    <message>
        <location filename="../../qwixx_desktop/ui/overlays.py" line="124"/>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/overlays.py" line="125"/>
        <source>Play again</source>
        <translation>Jugar otra vez</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/overlays.py" line="126"/>
        <source>Review the game</source>
        <translation>Repasar la partida</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/overlays.py" line="127"/>
        <source>Export sheets (PDF)…</source>
        <translation>Exportar hojas (PDF)…</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/overlays.py" line="144"/>
        <source>{names} wins with {points} points!</source>
        <translation>¡Gana {names} con {points} puntos!</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/overlays.py" line="148"/>
        <source>A tie: {names} with {points} points each!</source>
        <translation>¡Empate: {names} con {points} puntos cada uno!</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/overlays.py" line="153"/>
        <source>Two rows were locked.</source>
        <translation>Se cerraron dos filas.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/overlays.py" line="154"/>
        <source>A player took the last misthrow.</source>
        <translation>Un jugador anotó su último fallo.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/overlays.py" line="157"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/overlays.py" line="159"/>
        <source>Misthrows</source>
        <translation>Fallos</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/overlays.py" line="159"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
</context>
<context>
    <name>Resume</name>
    <message>
        <location filename="../../qwixx_desktop/ui/overlays.py" line="232"/>
        <source>Continue where you left off?</source>
        <translation>¿Seguir donde lo dejaste?</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/overlays.py" line="233"/>
        <source>Resume the game</source>
        <translation>Reanudar la partida</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/overlays.py" line="234"/>
        <source>Start a new game</source>
        <translation>Empezar una partida nueva</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/overlays.py" line="243"/>
        <source>{game} with {players}. Rolls so far: {rolls}.</source>
        <translation>{game} con {players}. Tiradas hasta ahora: {rolls}.</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <location filename="../../qwixx_desktop/ui/overlays.py" line="274"/>
        <source>Back to the results</source>
        <translation>Volver a los resultados</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/overlays.py" line="294"/>
        <source>End of the game</source>
        <translation>Final de la partida</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/overlays.py" line="297"/>
        <source>Roll {number} of {count}</source>
        <translation>Tirada {number} de {count}</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="282"/>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/rules_text.py" line="13"/>
        <source>Playing in this window</source>
        <translation>Cómo se juega en esta ventana</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/rules_text.py" line="19"/>
        <source>Highlighted numbers are the ones you may cross now: click one, or move with the arrow keys or Tab and press Space or Enter.</source>
        <translation>Los números resaltados son los que puedes tachar ahora: haz clic en uno, o muévete con las flechas o Tab y pulsa Espacio o Intro.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/rules_text.py" line="21"/>
        <source>R rolls the dice, P passes (or finishes your turn), Ctrl+Z takes back your last decision until the dice are rolled again.</source>
        <translation>R tira los dados, P pasa (o termina tu turno), Ctrl+Z deshace tu última decisión mientras no se vuelva a tirar.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/rules_text.py" line="23"/>
        <source>Several people can play at one computer: the banner at the top names whoever decides now, and their sheet is the large one.</source>
        <translation>Varias personas pueden jugar en un mismo ordenador: el aviso de arriba nombra a quien decide ahora, y su hoja es la grande.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/rules_text.py" line="31"/>
        <source>Qwixx Longo in short</source>
        <translation>Qwixx Longo en breve</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/rules_text.py" line="33"/>
        <source>Longo plays like classic Qwixx with eight-sided dice and longer rows: red and yellow run from 2 up to 16, green and blue from 16 down to 2.</source>
        <translation>Longo se juega como el Qwixx clásico, con dados de ocho caras y filas más largas: rojo y amarillo van de 2 a 16, verde y azul de 16 a 2.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/rules_text.py" line="36"/>
        <source>A row can be locked with either of its last two numbers, and only once you have six crosses in it.</source>
        <translation>Una fila se cierra con cualquiera de sus dos últimos números, y solo cuando ya tienes seis cruces en ella.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/rules_text.py" line="38"/>
        <source>Each sheet has two lucky numbers (the gold circles). When the white sum is one of yours, you may instead cross the next number of one of your open rows with the fewest crosses. The window marks that cell with a star.</source>
        <translation>Cada hoja tiene dos números de la suerte (los círculos dorados). Si la suma blanca es uno de los tuyos, puedes tachar en su lugar el siguiente número de una de tus filas abiertas con menos cruces. La ventana marca esa casilla con una estrella.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/rules_text.py" line="42"/>
        <source>Everything else (the two actions, misthrows, the end of the game and the points) is as in classic Qwixx.</source>
        <translation>Todo lo demás (las dos acciones, los fallos, el final y los puntos) es como en el Qwixx clásico.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/rules_text.py" line="48"/>
        <source>Qwixx in short</source>
        <translation>Qwixx en breve</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/rules_text.py" line="50"/>
        <source>Everyone has a sheet with four colour rows. Red and yellow run from 2 up to 12, green and blue from 12 down to 2. In each row you cross numbers from left to right only; numbers you jump over are lost.</source>
        <translation>Cada jugador tiene una hoja con cuatro filas de colores. Rojo y amarillo van de 2 a 12, verde y azul de 12 a 2. En cada fila se tacha solo de izquierda a derecha; los números que saltas se pierden.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/rules_text.py" line="54"/>
        <source>On your turn you roll six dice: two white and one of each colour. First, every player may cross the sum of the two white dice in any one row. Then you alone may also cross one white die plus one colour die in the row of that colour.</source>
        <translation>En tu turno tiras seis dados: dos blancos y uno de cada color. Primero, todos pueden tachar la suma de los dos dados blancos en una fila cualquiera. Después, solo tú puedes tachar además un dado blanco más un dado de color en la fila de ese color.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/rules_text.py" line="58"/>
        <source>If you are the active player and cross nothing at all, you take a misthrow, worth minus five points.</source>
        <translation>Si eres el jugador activo y no tachas nada, anotas un fallo, que vale cinco puntos menos.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/rules_text.py" line="60"/>
        <source>The last number of a row locks it, but only once you have five crosses there: the lock counts as one more cross, the row closes for everybody and its die leaves the game.</source>
        <translation>El último número de una fila la cierra, pero solo si ya tienes cinco cruces en ella: el candado cuenta como una cruz más, la fila se cierra para todos y su dado sale del juego.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/rules_text.py" line="63"/>
        <source>The game ends when a player takes a fourth misthrow or when two rows are locked. Each row scores by its number of crosses (1, 3, 6, 10, … as shown under the sheet); the highest total wins.</source>
        <translation>La partida termina cuando alguien anota su cuarto fallo o cuando se han cerrado dos filas. Cada fila puntúa según su número de cruces (1, 3, 6, 10, … como indica la tabla bajo la hoja); gana el total más alto.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="151"/>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="155"/>
        <source>Off (reduced motion)</source>
        <translation>Desactivadas (menos movimiento)</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="156"/>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="166"/>
        <source>Fast</source>
        <translation>Rápido</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="157"/>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="167"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="158"/>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="168"/>
        <source>Slow</source>
        <translation>Lento</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="165"/>
        <source>Instant</source>
        <translation>Instantáneo</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="179"/>
        <source>Like the system</source>
        <translation>Como el sistema</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="180"/>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="181"/>
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="186"/>
        <source>Colour-blind friendly row colours</source>
        <translation>Colores de fila aptos para daltonismo</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="190"/>
        <source>Animations</source>
        <translation>Animaciones</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="191"/>
        <source>Computer players&apos; pace</source>
        <translation>Ritmo de los jugadores del ordenador</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="192"/>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="193"/>
        <source>Theme</source>
        <translation>Tema</translation>
    </message>
</context>
<context>
    <name>Sheet</name>
    <message>
        <location filename="../../qwixx_desktop/ui/sheet.py" line="261"/>
        <source>Sheet of {name}</source>
        <translation>Hoja de {name}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/sheet.py" line="675"/>
        <source>computer, {level}</source>
        <translation>ordenador, {level}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/sheet.py" line="678"/>
        <source>winner</source>
        <translation>ganador</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/sheet.py" line="680"/>
        <source>deciding</source>
        <translation>decidiendo</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/sheet.py" line="682"/>
        <source>decided ✓</source>
        <translation>decidido ✓</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/sheet.py" line="707"/>
        <source>lucky numbers</source>
        <translation>números de la suerte</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/sheet.py" line="914"/>
        <source>misthrows ({penalty} each)</source>
        <translation>fallos ({penalty} cada uno)</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/sheet.py" line="939"/>
        <source>crosses</source>
        <translation>cruces</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/sheet.py" line="944"/>
        <source>points</source>
        <translation>puntos</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/sheet.py" line="540"/>
        <location filename="../../qwixx_desktop/ui/sheet.py" line="563"/>
        <location filename="../../qwixx_desktop/ui/sheet.py" line="974"/>
        <source>total</source>
        <translation>total</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="245"/>
        <source>That is {owner}&apos;s sheet. {name} decides now.</source>
        <translation>Esa es la hoja de {owner}. Ahora decide {name}.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="276"/>
        <source>Nothing to undo: the dice have been rolled since.</source>
        <translation>Nada que deshacer: ya se han vuelto a tirar los dados.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="283"/>
        <source>{name} took back the last decision.</source>
        <translation>{name} ha deshecho su última decisión.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="303"/>
        <source>That move is not offered now.</source>
        <translation>Esa jugada no está disponible ahora.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="319"/>
        <source>Now only the white sum {total} may be crossed (in any open row).</source>
        <translation>Ahora solo se puede tachar la suma blanca {total} (en cualquier fila abierta).</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="323"/>
        <source>{number} is not a white die plus the {colour} die.</source>
        <translation>{number} no es un dado blanco más el dado {colour}.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="327"/>
        <source>The {colour} row is locked.</source>
        <translation>La fila {colour} está cerrada.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="328"/>
        <source>Numbers are crossed from left to right: {number} is not right of your last {colour} cross.</source>
        <translation>Se tacha de izquierda a derecha: {number} no está a la derecha de tu última cruz en la fila {colour}.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="333"/>
        <source>{number} locks the {colour} row: you need {needed} crosses there first.</source>
        <translation>{number} cierra la fila {colour}: antes necesitas {needed} cruces en ella.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="336"/>
        <source>Only {active}, the active player, may use a colour die now.</source>
        <translation>Solo {active}, el jugador activo, puede usar ahora un dado de color.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="339"/>
        <source>The {colour} die has left the game.</source>
        <translation>El dado {colour} ha salido del juego.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="340"/>
        <source>You have decided on the white sum; the others are still deciding.</source>
        <translation>Ya has decidido sobre la suma blanca; los demás aún están decidiendo.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="343"/>
        <source>Roll the dice first.</source>
        <translation>Primero tira los dados.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="344"/>
        <location filename="../../qwixx_desktop/ui/controller.py" line="378"/>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="345"/>
        <source>The {colour} row has no {number}.</source>
        <translation>La fila {colour} no tiene {number}.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="347"/>
        <source>That move is not allowed now.</source>
        <translation>Esa jugada no está permitida ahora.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="354"/>
        <source>The lock is crossed together with the row&apos;s last number.</source>
        <translation>El candado se tacha junto con el último número de la fila.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="357"/>
        <source>Misthrows are marked for you when the active player crosses nothing.</source>
        <translation>Los fallos se anotan solos cuando el jugador activo no tacha nada.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="361"/>
        <source>Lucky numbers: when the white sum is one of them, you may cross the next number of your row with the fewest crosses.</source>
        <translation>Números de la suerte: si la suma blanca es uno de ellos, puedes tachar el siguiente número de tu fila con menos cruces.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="368"/>
        <source>Click a highlighted number to cross it.</source>
        <translation>Haz clic en un número resaltado para tacharlo.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="373"/>
        <source>Start a game first (Game &gt; New).</source>
        <translation>Primero empieza una partida (Partida &gt; Nueva).</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="376"/>
        <source>Just a moment: the dice are still rolling.</source>
        <translation>Un momento: los dados aún están rodando.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="380"/>
        <source>{name} rolls the dice first (R).</source>
        <translation>Primero {name} tira los dados (R).</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="384"/>
        <source>Wait: {name} is playing.</source>
        <translation>Espera: está jugando {name}.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="388"/>
        <source>Decide first: cross a highlighted number or pass.</source>
        <translation>Decide primero: tacha un número resaltado o pasa.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="389"/>
        <source>Not now.</source>
        <translation>Ahora no.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="499"/>
        <source>{name} could not decide and passes.</source>
        <translation>{name} no pudo decidir y pasa.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="555"/>
        <source>{names} locked the {colour} row! Its die leaves the game.</source>
        <translation>¡{names} cerró la fila {colour}! Su dado sale del juego.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="561"/>
        <source>{name} crossed nothing: misthrow {count} of {boxes}.</source>
        <translation>{name} no tachó nada: fallo {count} de {boxes}.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="571"/>
        <source>{name} crossed {colour} {number}.</source>
        <translation>{name} tachó {number} en {colour}.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="581"/>
        <source>Game over. Winner: {names} with {points} points.</source>
        <translation>Fin de la partida. Gana {names} con {points} puntos.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="589"/>
        <source>Turn: {name}.</source>
        <translation>Turno de {name}.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="663"/>
        <source>Reviewing the game: move the slider to step through it.</source>
        <translation>Repasando la partida: mueve el control deslizante para recorrerla.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="665"/>
        <source>Game over.</source>
        <translation>Fin de la partida.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="667"/>
        <source>{name}, roll the dice (R or the Roll button).</source>
        <translation>{name}, tira los dados (R o el botón Tirar).</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="671"/>
        <source>Rolling…</source>
        <translation>Tirando…</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="674"/>
        <source>{name} is rolling…</source>
        <translation>{name} está tirando…</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="676"/>
        <source>The computer players are choosing on the white sum…</source>
        <translation>Los jugadores del ordenador eligen sobre la suma blanca…</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="677"/>
        <source>{name} is choosing a colour…</source>
        <translation>{name} está eligiendo un color…</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="687"/>
        <source>{name}: the white sum {total} is your lucky number! Cross {total} or the lucky cell, or pass.</source>
        <translation>{name}: ¡la suma blanca {total} es tu número de la suerte! Tacha {total} o la casilla de la suerte, o pasa.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="693"/>
        <source>{name}: cross the white sum {total} in one row, or pass.</source>
        <translation>{name}: tacha la suma blanca {total} en una fila, o pasa.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="696"/>
        <source>{name}: the white sum {total} fits none of your rows. Pass.</source>
        <translation>{name}: la suma blanca {total} no cabe en ninguna de tus filas. Pasa.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="701"/>
        <source>{name}: cross one white die + one colour die, or finish your turn.</source>
        <translation>{name}: tacha un dado blanco + un dado de color, o termina tu turno.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="705"/>
        <source>{name}: no colour sum fits. Finish the turn (a misthrow).</source>
        <translation>{name}: no cabe ninguna suma de color. Termina el turno (un fallo).</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="708"/>
        <source>{name}: no colour sum fits. Finish your turn.</source>
        <translation>{name}: no cabe ninguna suma de color. Termina tu turno.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="711"/>
        <source>{name}: your decision.</source>
        <translation>{name}: tu decisión.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="720"/>
        <source>Done</source>
        <translation>Hecho</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="721"/>
        <source>Pass (misthrow)</source>
        <translation>Pasar (fallo)</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="722"/>
        <location filename="../../qwixx_desktop/ui/table.py" line="414"/>
        <source>Pass</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/table.py" line="325"/>
        <source>Roll the dice  (R)</source>
        <translation>Tirar los dados  (R)</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/table.py" line="326"/>
        <source>Undo  (Ctrl+Z)</source>
        <translation>Deshacer  (Ctrl+Z)</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/table.py" line="327"/>
        <source>Game log</source>
        <translation>Registro de la partida</translation>
    </message>
</context>
<context>
    <name>Window</name>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="167"/>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="168"/>
        <source>&amp;Play</source>
        <translation>&amp;Jugar</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="169"/>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="171"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="172"/>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="173"/>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="174"/>
        <source>Save &amp;as…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="175"/>
        <source>Print blank pads…</source>
        <translation>Imprimir hojas en blanco…</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="176"/>
        <source>Export this game…</source>
        <translation>Exportar esta partida…</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="177"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="178"/>
        <source>&amp;Roll the dice</source>
        <translation>&amp;Tirar los dados</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="179"/>
        <source>&amp;Pass / Done</source>
        <translation>&amp;Pasar / Hecho</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="180"/>
        <source>&amp;Undo my last decision</source>
        <translation>&amp;Deshacer mi última decisión</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="181"/>
        <source>Se&amp;ttings…</source>
        <translation>Aj&amp;ustes…</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="182"/>
        <source>&amp;Rules</source>
        <translation>&amp;Reglas</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="183"/>
        <source>&amp;About Qwixx Desktop</source>
        <translation>&amp;Acerca de Qwixx Desktop</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="204"/>
        <source>Qwixx Desktop</source>
        <translation>Qwixx Desktop</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="235"/>
        <source>That game cannot be set up with these players.</source>
        <translation>Esa partida no se puede preparar con estos jugadores.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="527"/>
        <source>Could not read {file}.</source>
        <translation>No se pudo leer {file}.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="528"/>
        <source>{file} is not a Qwixx Desktop game.</source>
        <translation>{file} no es una partida de Qwixx Desktop.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="529"/>
        <source>{file} comes from a newer Qwixx Desktop: update the app to open it.</source>
        <translation>{file} viene de un Qwixx Desktop más reciente: actualiza la aplicación para abrirla.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="532"/>
        <location filename="../../qwixx_desktop/ui/window.py" line="542"/>
        <source>Could not write {file}.</source>
        <translation>No se pudo escribir {file}.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="534"/>
        <source>{file} is damaged: its game cannot be replayed.</source>
        <translation>{file} está dañado: su partida no se puede reproducir.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="544"/>
        <source>That many sheets per page do not fit legibly on this paper.</source>
        <translation>Tantas hojas por página no caben legibles en este papel.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="547"/>
        <source>Could not make {file}.</source>
        <translation>No se pudo crear {file}.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="296"/>
        <source>Autosave failed: {error}</source>
        <translation>Falló el guardado automático: {error}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="326"/>
        <source>Resumed the unfinished game.</source>
        <translation>Se ha reanudado la partida sin terminar.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="336"/>
        <source>Qwixx Desktop games (*.qwixx.json *.json)</source>
        <translation>Partidas de Qwixx Desktop (*.qwixx.json *.json)</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="340"/>
        <source>Open a saved game</source>
        <translation>Abrir una partida guardada</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="356"/>
        <source>{file} has computer players of a level this version does not know: {levels}.</source>
        <translation>{file} tiene jugadores del ordenador de un nivel que esta versión no conoce: {levels}.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="363"/>
        <source>Opened {file}.</source>
        <translation>Abierto {file}.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="376"/>
        <source>Save the game</source>
        <translation>Guardar la partida</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="394"/>
        <source>Saved to {file}.</source>
        <translation>Guardado en {file}.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="405"/>
        <source>Export the sheets</source>
        <translation>Exportar las hojas</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="406"/>
        <location filename="../../qwixx_desktop/ui/window.py" line="433"/>
        <source>PDF files (*.pdf)</source>
        <translation>Archivos PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="423"/>
        <source>Exported {count} sheets to {file}.</source>
        <translation>Exportadas {count} hojas a {file}.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="432"/>
        <source>Save the blank pads</source>
        <translation>Guardar las hojas en blanco</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="447"/>
        <source>Saved {count} blank sheets to {file}.</source>
        <translation>Guardadas {count} hojas en blanco en {file}.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="486"/>
        <source>About Qwixx Desktop</source>
        <translation>Acerca de Qwixx Desktop</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="487"/>
        <source>&lt;h3&gt;Qwixx Desktop {version}&lt;/h3&gt;&lt;p&gt;Qwixx and Qwixx Longo against computer opponents, or with friends at one computer.&lt;/p&gt;&lt;p&gt;A fan-made program; Qwixx is a game by Steffen Benndorf.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Qwixx Desktop {version}&lt;/h3&gt;&lt;p&gt;Qwixx y Qwixx Longo contra jugadores del ordenador, o con amigos en un mismo ordenador.&lt;/p&gt;&lt;p&gt;Un programa hecho por aficionados; Qwixx es un juego de Steffen Benndorf.&lt;/p&gt;</translation>
    </message>
</context>
</TS>
