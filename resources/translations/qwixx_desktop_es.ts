<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>Accessible</name>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="69"/>
        <source>{colour} {number}, offered through your lucky number</source>
        <translation>{colour} {number}, disponible con tu número afortunado</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="71"/>
        <source>{colour} {number}, offered</source>
        <translation>{colour} {number}, disponible</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="75"/>
        <source>{colour} {number}, crossed</source>
        <translation>{colour} {number}, tachado</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="76"/>
        <source>{colour} {number}, skipped</source>
        <translation>{colour} {number}, saltado</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="77"/>
        <source>{colour} {number}, row locked</source>
        <translation>{colour} {number}, fila cerrada</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="78"/>
        <source>{colour} {number}</source>
        <translation>{colour} {number}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="84"/>
        <source>{colour} lock, crossed</source>
        <translation>candado {colour}, tachado</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="86"/>
        <source>{colour} lock, row locked</source>
        <translation>candado {colour}, fila cerrada</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="87"/>
        <source>{colour} lock</source>
        <translation>candado {colour}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="94"/>
        <source>{colour} row: {points} point</source>
        <translation>fila {colour}: {points} punto</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="95"/>
        <source>{colour} row: {points} points</source>
        <translation>fila {colour}: {points} puntos</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="102"/>
        <source>misthrow {count} of {boxes}, crossed</source>
        <translation>fallo {count} de {boxes}, tachado</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="104"/>
        <source>misthrow {count} of {boxes}, empty</source>
        <translation>fallo {count} de {boxes}, vacío</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="112"/>
        <source>board bonus: {points} point</source>
        <translation>puntos adicionales del tablero: {points}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="113"/>
        <source>board bonus: {points} points</source>
        <translation>puntos adicionales del tablero: {points}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="120"/>
        <source>total: {points} point</source>
        <translation>total: {points} punto</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="121"/>
        <source>total: {points} points</source>
        <translation>total: {points} puntos</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="128"/>
        <source>{part}; the move made</source>
        <translation>{part}; la jugada que se hizo</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="130"/>
        <source>{part}; the coach&apos;s move</source>
        <translation>{part}; la jugada del entrenador</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="138"/>
        <source>{colour} die, out of the game</source>
        <translation>dado {colour}, fuera del juego</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="140"/>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="274"/>
        <source>white die {value}</source>
        <translation>dado blanco {value}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="142"/>
        <source>{colour} die {value}</source>
        <translation>dado {colour} {value}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="148"/>
        <source>{die}, last roll</source>
        <translation>{die}, tirada anterior</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="152"/>
        <source>white sum {total}</source>
        <translation>suma blanca {total}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="157"/>
        <source>{colour} sums: {sums}</source>
        <translation>sumas con {colour}: {sums}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="166"/>
        <source>no dice rolled yet</source>
        <translation>todavía no se han tirado los dados</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="168"/>
        <source>no dice on the tray</source>
        <translation>no hay dados en la bandeja</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="169"/>
        <source>no dice on the tray: {shown}</source>
        <translation>no hay dados en la bandeja: {shown}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="323"/>
        <source>white {first} and {second}, sum {total}</source>
        <translation>blancos {first} y {second}, suma {total}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="330"/>
        <source>Rolled: {dice}.</source>
        <translation>Tirada: {dice}.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/longo_texts.py" line="30"/>
        <source>lucky numbers: {numbers}</source>
        <translation>números afortunados: {numbers}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/onboard_texts.py" line="226"/>
        <source>start</source>
        <translation>salida</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/onboard_texts.py" line="228"/>
        <source>square {position}: {colour} {number}, bonus {bonus}</source>
        <translation>casilla {position}: {colour} {number}, puntos adicionales: {bonus}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/onboard_texts.py" line="231"/>
        <source>{square}, last round</source>
        <translation>{square}, última ronda</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/onboard_texts.py" line="233"/>
        <source>{square}; figures: {names}</source>
        <translation>{square}; figuras: {names}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/onboard_texts.py" line="241"/>
        <source>{square}; offered</source>
        <translation>{square}; disponible</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/paper.py" line="532"/>
        <source>active player</source>
        <translation>jugador activo</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="210"/>
        <source>{colour} field {column}: empty</source>
        <translation>{colour}, casilla {column}: vacía</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="213"/>
        <source>{colour} field {column}: {value}</source>
        <translation>{colour}, casilla {column}: {value}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="222"/>
        <source>{colour} row, empty</source>
        <translation>fila {colour}, vacía</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="223"/>
        <source>{colour} row: {values}</source>
        <translation>fila {colour}: {values}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="232"/>
        <source>{row}; {value} must be above {last}</source>
        <translation>{row}; {value} tiene que ser mayor que {last}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="233"/>
        <source>{row}; {value} must be below {last}</source>
        <translation>{row}; {value} tiene que ser menor que {last}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="234"/>
        <source>{row}; row full</source>
        <translation>{row}; fila llena</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="235"/>
        <source>{row}; taken in action B</source>
        <translation>{row}; usado en la acción B</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="238"/>
        <source>{row}; write {value} here, offered</source>
        <translation>{row}; escribe aquí {value}, disponible</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="240"/>
        <source>{row}; {value} would fit</source>
        <translation>{row}; {value} cabría</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="247"/>
        <source>column {column}: not complete</source>
        <translation>columna {column}: incompleta</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="250"/>
        <source>column {column}: {points} point</source>
        <translation>columna {column}: {points} punto</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="251"/>
        <source>column {column}: {points} points</source>
        <translation>columna {column}: {points} puntos</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="261"/>
        <source>misthrow 1, minus 1 point, crossed</source>
        <translation>fallo 1, menos 1 punto, tachado</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="262"/>
        <source>misthrow {count}, minus {count} points, crossed</source>
        <translation>fallo {count}, menos {count} puntos, tachado</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="266"/>
        <source>misthrow 1, minus 1 point, empty</source>
        <translation>fallo 1, menos 1 punto, vacío</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="267"/>
        <source>misthrow {count}, minus {count} points, empty</source>
        <translation>fallo {count}, menos {count} puntos, vacío</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="275"/>
        <source>die {number}: {colour} {value}</source>
        <translation>dado {number}: {colour} {value}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="282"/>
        <source>{die}, picked for the re-roll</source>
        <translation>{die}, elegido para volver a tirar</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="288"/>
        <source>{colour} value {value}, taken in action B</source>
        <translation>valor {colour} {value}, usado en la acción B</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="291"/>
        <source>{colour} value {value} ({parts})</source>
        <translation>valor {colour} {value} ({parts})</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="297"/>
        <source>{part}, offered</source>
        <translation>{part}, disponible</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="364"/>
        <source>Rolled: white {white}; the colours: {values}.</source>
        <translation>Tirada: blanco {white}; los colores: {values}.</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <location filename="../../qwixx_desktop/ui/board.py" line="280"/>
        <source>Start</source>
        <translation>Salida</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/board.py" line="789"/>
        <location filename="../../qwixx_desktop/ui/board.py" line="808"/>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/board.py" line="880"/>
        <source>{name}: start</source>
        <translation>{name}: salida</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/board.py" line="882"/>
        <source>{name}: {square} (+{bonus})</source>
        <translation>{name}: {square} (+{bonus})</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/board.py" line="889"/>
        <source>Last round: every other player has one more turn</source>
        <translation>Última ronda: los demás jugadores juegan un turno más</translation>
    </message>
</context>
<context>
    <name>Boards</name>
    <message>
        <location filename="../../qwixx_desktop/ui/onboard_texts.py" line="266"/>
        <source>the file is too big to be a board</source>
        <translation>el archivo es demasiado grande para ser un tablero</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/onboard_texts.py" line="267"/>
        <source>the file cannot be read</source>
        <translation>no se puede leer el archivo</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/onboard_texts.py" line="268"/>
        <source>the file is damaged: it is not a board&apos;s JSON text</source>
        <translation>el archivo está dañado: no es el texto JSON de un tablero</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/onboard_texts.py" line="269"/>
        <source>the file is not a Qwixx On Board board</source>
        <translation>el archivo no es un tablero de Qwixx On Board</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/onboard_texts.py" line="270"/>
        <source>it is not a board of version {version}, the one this app reads</source>
        <translation>no es un tablero de la versión {version}, la que lee esta aplicación</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/onboard_texts.py" line="273"/>
        <source>its name must be a text of 1 to {most} characters, in every language</source>
        <translation>su nombre debe ser un texto de 1 a {most} caracteres, en cada idioma</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/onboard_texts.py" line="276"/>
        <source>its note must be a text, in every language</source>
        <translation>su nota debe ser un texto, en cada idioma</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/onboard_texts.py" line="277"/>
        <source>it must list the track&apos;s {count} squares (the start area is not listed)</source>
        <translation>debe listar las {count} casillas del recorrido (la zona de salida no se lista)</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/onboard_texts.py" line="280"/>
        <source>square {square} must have a colour ({colours}), a number from {low} to {high} and a bonus from {least} to {most}</source>
        <translation>la casilla {square} debe tener un color ({colours}), un número del {low} al {high} y de {least} a {most} puntos adicionales</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/onboard_texts.py" line="292"/>
        <source>square {square}&apos;s bonus is lower than the square&apos;s before it: bonuses never fall along the track</source>
        <translation>la casilla {square} da menos puntos adicionales que la anterior: los puntos adicionales nunca bajan a lo largo del recorrido</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/onboard_texts.py" line="297"/>
        <source>the last square&apos;s bonus must be {bonus}</source>
        <translation>la última casilla debe dar {bonus} puntos adicionales</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <location filename="../../qwixx_desktop/ui/coach_panel.py" line="112"/>
        <source>The coach suggests</source>
        <translation>El entrenador sugiere</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/coach_panel.py" line="116"/>
        <source>Close the coach&apos;s suggestions</source>
        <translation>Cerrar las sugerencias del entrenador</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/coach_panel.py" line="147"/>
        <source>The game looks decided: moves ranked by points.</source>
        <translation>La partida parece decidida: jugadas ordenadas por puntos.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/coach_panel.py" line="151"/>
        <source>This is the only move.</source>
        <translation>Es la única jugada posible.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/coach_review.py" line="138"/>
        <source>{rank}. Roll {roll}</source>
        <translation>{rank}. Tirada {roll}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/coach_review.py" line="139"/>
        <source>{rank}. {name}, roll {roll}</source>
        <translation>{rank}. {name}, tirada {roll}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/coach_review.py" line="146"/>
        <source>Dice: {dice}</source>
        <translation>Dados: {dice}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/coach_review.py" line="149"/>
        <source>{mark} Played: {move}</source>
        <translation>{mark} Jugado: {move}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/coach_review.py" line="150"/>
        <source>{mark} The coach: {move}</source>
        <translation>{mark} El entrenador: {move}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/coach_review.py" line="164"/>
        <source>Cost: {loss}</source>
        <translation>Coste: {loss}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/coach_review.py" line="445"/>
        <source>Coach review</source>
        <translation>Análisis del entrenador</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/coach_review.py" line="446"/>
        <source>Back to the results</source>
        <translation>Volver a los resultados</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/coach_review.py" line="455"/>
        <source>Analysing the game…</source>
        <translation>Analizando la partida…</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/coach_review.py" line="479"/>
        <source>Analysing the game… {done} of {total} decisions</source>
        <translation>Analizando la partida… {done} de {total} decisiones</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/coach_review.py" line="493"/>
        <source>Well played!</source>
        <translation>¡Bien jugado!</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/coach_review.py" line="261"/>
        <source>The coach could not review this game.</source>
        <translation>El entrenador no pudo analizar esta partida.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/coach_review.py" line="268"/>
        <source>No costly decisions: the coach checked the one decision made, and it cost little.</source>
        <translation>Ninguna decisión costosa: el entrenador revisó la única decisión tomada y costó poco.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/coach_review.py" line="273"/>
        <source>No costly decisions: the coach checked all {count} decisions made, and none cost much.</source>
        <translation>Ninguna decisión costosa: el entrenador revisó las {count} decisiones tomadas y ninguna costó mucho.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/coach_review.py" line="280"/>
        <source>No costly decisions: every move was as good as the coach&apos;s (or nearly).</source>
        <translation>Ninguna decisión costosa: cada jugada fue tan buena como la del entrenador (o casi).</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/coach_review.py" line="487"/>
        <source>The decisions that cost the most, largest first.</source>
        <translation>Las decisiones que más costaron, de mayor a menor.</translation>
    </message>
</context>
<context>
    <name>Daily</name>
    <message>
        <location filename="../../qwixx_desktop/ui/daily_dialog.py" line="84"/>
        <source>No daily challenge played yet.</source>
        <translation>Aún no has jugado ningún reto diario.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/daily_dialog.py" line="85"/>
        <source>Streak: {days} in a row (longest: {longest}).</source>
        <translation>Racha: {days} (la más larga: {longest}).</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/daily_dialog.py" line="96"/>
        <source>1 misthrow</source>
        <translation>1 fallo</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/daily_dialog.py" line="96"/>
        <source>{count} misthrows</source>
        <translation>{count} fallos</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/daily_dialog.py" line="98"/>
        <source>{title} daily {date}: {you} vs expert {expert}, {misthrows}</source>
        <translation>Reto diario de {title} {date}: {you} contra el experto {expert}, {misthrows}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/daily_dialog.py" line="169"/>
        <location filename="../../qwixx_desktop/ui/daily_dialog.py" line="376"/>
        <source>Daily challenge</source>
        <translation>Reto diario</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/daily_dialog.py" line="171"/>
        <source>One game a day for each game: you against the expert, on dice that are the same for everyone who plays that game today ({date}).</source>
        <translation>Una partida al día de cada juego: tú contra el experto, con dados que son los mismos para todos los que juegan hoy ({date}) a ese juego.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/daily_dialog.py" line="177"/>
        <source>Game:</source>
        <translation>Juego:</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/daily_dialog.py" line="231"/>
        <source>You played today&apos;s {game} challenge already ({points} points). Playing it again is practice: it does not change your daily record.</source>
        <translation>Ya jugaste el reto de hoy de {game} ({points} puntos). Si lo vuelves a jugar, es práctica: no cambia tu registro diario.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/daily_dialog.py" line="238"/>
        <source>You started today&apos;s {game} challenge already. Playing it again is practice: it does not change your daily record.</source>
        <translation>Ya empezaste el reto de hoy de {game}. Si lo vuelves a jugar, es práctica: no cambia tu registro diario.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/daily_dialog.py" line="244"/>
        <source>Today&apos;s {game} challenge counts for your daily record: you can play it once.</source>
        <translation>El reto de hoy de {game} cuenta para tu registro diario: puedes jugarlo una vez.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/daily_dialog.py" line="182"/>
        <location filename="../../qwixx_desktop/ui/daily_dialog.py" line="250"/>
        <source>Play the challenge</source>
        <translation>Jugar el reto</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/daily_dialog.py" line="181"/>
        <source>Reading your daily record…</source>
        <translation>Leyendo tu registro diario…</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/daily_dialog.py" line="252"/>
        <source>Practise</source>
        <translation>Practicar</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/daily_dialog.py" line="377"/>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/daily_dialog.py" line="378"/>
        <source>The expert</source>
        <translation>El experto</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/daily_dialog.py" line="473"/>
        <source>The expert&apos;s score: the expert in your seat, on the same dice (the same for everyone who plays this game today).</source>
        <translation>La puntuación del experto: el experto en tu lugar, con los mismos dados (la misma para todos los que juegan hoy a este juego).</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/daily_dialog.py" line="379"/>
        <location filename="../../qwixx_desktop/ui/daily_dialog.py" line="415"/>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/daily_dialog.py" line="226"/>
        <source>You played today&apos;s {game} challenge already ({points} point). Playing it again is practice: it does not change your daily record.</source>
        <translation>Ya jugaste el reto de hoy de {game} ({points} punto). Si lo vuelves a jugar, es práctica: no cambia tu registro diario.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/daily_dialog.py" line="380"/>
        <source>The coach&apos;s review</source>
        <translation>El análisis del entrenador</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/daily_dialog.py" line="381"/>
        <source>See the results</source>
        <translation>Ver los resultados</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/daily_dialog.py" line="419"/>
        <source>The coach is looking at your decisions…</source>
        <translation>El entrenador está revisando tus decisiones…</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/daily_dialog.py" line="464"/>
        <source>{game} · {date}</source>
        <translation>{game} · {date}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/daily_dialog.py" line="468"/>
        <source>practice</source>
        <translation>práctica</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/daily_dialog.py" line="479"/>
        <source>The expert&apos;s score: the expert in your seat, on the same dice (the same for everyone who played this game&apos;s challenge of {date}).</source>
        <translation>La puntuación del experto: el experto en tu lugar, con los mismos dados (la misma para todos los que jugaron el reto de este juego del {date}).</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/daily_dialog.py" line="493"/>
        <source>You beat the expert at your table, {you} to {them}.</source>
        <translation>Le ganaste al experto de tu mesa, {you} a {them}.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/daily_dialog.py" line="495"/>
        <source>A tie with the expert at your table: {you} each.</source>
        <translation>Empate con el experto de tu mesa: {you} cada uno.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/daily_dialog.py" line="497"/>
        <source>The expert at your table won, {them} to {you}.</source>
        <translation>Ganó el experto de tu mesa, {them} a {you}.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/daily_dialog.py" line="501"/>
        <source>Recorded. Reading your daily record…</source>
        <translation>Registrado. Leyendo tu registro diario…</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/daily_dialog.py" line="503"/>
        <source>Recorded. Streak: {days} in a row · your best in this game: {best}.</source>
        <translation>Registrado. Racha: {days} · tu mejor resultado en este juego: {best}.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/daily_dialog.py" line="510"/>
        <source>Practice: not recorded (a daily challenge opened from a file does not count for your daily record).</source>
        <translation>Práctica: no se registra (un reto diario abierto desde un archivo no cuenta para tu registro diario).</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/daily_dialog.py" line="516"/>
        <source>Practice: not recorded (you had played this day&apos;s game already).</source>
        <translation>Práctica: no se registra (ya habías jugado la partida de este día).</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/daily_dialog.py" line="521"/>
        <source>Working out the expert&apos;s score…</source>
        <translation>Calculando la puntuación del experto…</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/daily_dialog.py" line="532"/>
        <source>Copied</source>
        <translation>Copiado</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/daily_dialog.py" line="539"/>
        <source>Your costliest decisions, largest first.</source>
        <translation>Tus decisiones más caras, de mayor a menor.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="808"/>
        <source>Expert</source>
        <translation>Experto</translation>
    </message>
</context>
<context>
    <name>Dice</name>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_table.py" line="90"/>
        <location filename="../../qwixx_desktop/ui/dice.py" line="105"/>
        <location filename="../../qwixx_desktop/ui/qwantum_table.py" line="107"/>
        <source>Dice</source>
        <translation>Dados</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dice.py" line="121"/>
        <source>Roll the dice.</source>
        <translation>Tira los dados.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dice.py" line="125"/>
        <source>Waiting for the other players to join.</source>
        <translation>Esperando a que se unan los demás jugadores.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dice.py" line="127"/>
        <source>Waiting for players to join: give them the join code and an address from “Your network table”.</source>
        <translation>Esperando a que se unan jugadores: dales el código para unirse y una dirección de «Tu mesa en red».</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dice.py" line="132"/>
        <source>Roll the dice to start.</source>
        <translation>Tira los dados para empezar.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dice.py" line="475"/>
        <source>White sum {total}</source>
        <translation>Suma blanca {total}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_dice.py" line="515"/>
        <source>taken</source>
        <translation>usado</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <location filename="../../qwixx_desktop/ui/savefile.py" line="75"/>
        <source>Type a name for the file, such as {file}.</source>
        <translation>Escribe un nombre para el archivo, como {file}.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/savefile.py" line="81"/>
        <source>{file} is a folder: choose another name.</source>
        <translation>{file} es una carpeta: elige otro nombre.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/savefile.py" line="102"/>
        <source>Replace the file?</source>
        <translation>¿Reemplazar el archivo?</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/savefile.py" line="103"/>
        <source>Replace {file}?</source>
        <translation>¿Reemplazar {file}?</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/savefile.py" line="105"/>
        <source>A file of that name is already in {folder}; replacing it loses what it holds.</source>
        <translation>Ya hay un archivo con ese nombre en {folder}; al reemplazarlo se pierde lo que contiene.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/savefile.py" line="109"/>
        <source>Replace</source>
        <translation>Reemplazar</translation>
    </message>
</context>
<context>
    <name>Moves</name>
    <message>
        <location filename="../../qwixx_desktop/ui/longo_texts.py" line="165"/>
        <source>Cross {colour} {number} (lucky number)</source>
        <translation>Tachar el {number} {colour} (número afortunado)</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="291"/>
        <source>Cross {colour} {number}</source>
        <translation>Tachar el {number} {colour}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/onboard_texts.py" line="79"/>
        <source>Move the figure to square {square} ({colour} {number})</source>
        <translation>Mover la figura a la casilla {square} (el {number} {colour})</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/onboard_texts.py" line="86"/>
        <source>Pass: go on to the figure</source>
        <translation>Pasar: ir a la figura</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/onboard_texts.py" line="90"/>
        <source>Don&apos;t move the figure: take a misthrow</source>
        <translation>No mover la figura: anotar un fallo</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="337"/>
        <source>Write {value} in the {colour} row</source>
        <translation>Escribir {value} en la fila {colour}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="340"/>
        <source>Write in the {colour} row</source>
        <translation>Escribir en la fila {colour}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="342"/>
        <source>Re-roll {dice}</source>
        <translation>Volver a tirar {dice}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="302"/>
        <source>Done: end the turn</source>
        <translation>Hecho: terminar el turno</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="303"/>
        <source>Pass: take a misthrow</source>
        <translation>Pasar: anotar un fallo</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/onboard_texts.py" line="89"/>
        <source>Don&apos;t move the figure</source>
        <translation>No mover la figura</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="345"/>
        <source>Keep all dice</source>
        <translation>Conservar todos los dados</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="347"/>
        <source>Write nothing now</source>
        <translation>No escribir nada ahora</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="350"/>
        <source>Write nothing: take a misthrow</source>
        <translation>No escribir nada: anotar un fallo</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="351"/>
        <source>Write nothing</source>
        <translation>No escribir nada</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="304"/>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="352"/>
        <source>Pass</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="195"/>
        <source>white {value}</source>
        <translation>blanco {value}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="311"/>
        <source>white {first} + {second}</source>
        <translation>blancos {first} + {second}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/movetext.py" line="26"/>
        <source>win chance {percent} %</source>
        <translation>probabilidad de ganar {percent} %</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/movetext.py" line="31"/>
        <source>expected final score {points}</source>
        <translation>puntuación final esperada {points}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/coach_panel.py" line="133"/>
        <location filename="../../qwixx_desktop/ui/coach_panel.py" line="135"/>
        <source>best move</source>
        <translation>mejor jugada</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/movetext.py" line="42"/>
        <source>just as good</source>
        <translation>igual de buena</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/movetext.py" line="44"/>
        <source>almost as good</source>
        <translation>casi igual de buena</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/movetext.py" line="49"/>
        <source>{minus}{percent} % win chance</source>
        <translation>{minus}{percent} % de probabilidad de ganar</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/movetext.py" line="54"/>
        <source>{minus}{points} point</source>
        <translation>{minus}{points} punto</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/movetext.py" line="55"/>
        <source>{minus}{points} points</source>
        <translation>{minus}{points} puntos</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/movetext.py" line="63"/>
        <source>Numbers: the estimated win chance with the best move, and what each other move loses against it.</source>
        <translation>Cifras: la probabilidad de ganar estimada con la mejor jugada, y lo que cada otra jugada pierde frente a ella.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/movetext.py" line="69"/>
        <source>Numbers: the expected final score with the best move, and the points each other move loses against it.</source>
        <translation>Cifras: la puntuación final esperada con la mejor jugada, y los puntos que cada otra jugada pierde frente a ella.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/movetext.py" line="75"/>
        <source>Numbers: the estimated win chance lost against the best move.</source>
        <translation>Cifras: la probabilidad de ganar estimada que se pierde frente a la mejor jugada.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/movetext.py" line="76"/>
        <source>Numbers: the expected points lost against the best move.</source>
        <translation>Cifras: los puntos esperados que se pierden frente a la mejor jugada.</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <location filename="../../qwixx_desktop/ui/names.py" line="35"/>
        <source>Crosses needed before a lock</source>
        <translation>Cruces necesarias para cerrar una fila</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/names.py" line="36"/>
        <source>Misthrows that end the game</source>
        <translation>Fallos que terminan la partida</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/names.py" line="37"/>
        <source>Points per misthrow</source>
        <translation>Puntos por fallo</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/names.py" line="38"/>
        <source>Locked rows that end the game</source>
        <translation>Filas cerradas que terminan la partida</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/names.py" line="47"/>
        <source>crosses to lock: {count}</source>
        <translation>cruces para cerrar: {count}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/names.py" line="48"/>
        <source>misthrows to end: {count}</source>
        <translation>fallos para terminar: {count}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/names.py" line="49"/>
        <source>points per misthrow: {count}</source>
        <translation>puntos por fallo: {count}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/names.py" line="50"/>
        <source>locked rows to end: {count}</source>
        <translation>filas cerradas para terminar: {count}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/names.py" line="76"/>
        <source>red</source>
        <translation>rojo</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/names.py" line="77"/>
        <source>yellow</source>
        <translation>amarillo</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/names.py" line="78"/>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/names.py" line="79"/>
        <source>blue</source>
        <translation>azul</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/names.py" line="80"/>
        <source>violet</source>
        <translation>violeta</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/names.py" line="97"/>
        <source>red</source>
        <comment>the colour of a row: the red row</comment>
        <translation>roja</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/names.py" line="98"/>
        <source>yellow</source>
        <comment>the colour of a row: the yellow row</comment>
        <translation>amarilla</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/names.py" line="99"/>
        <source>green</source>
        <comment>the colour of a row: the green row</comment>
        <translation>verde</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/names.py" line="100"/>
        <source>blue</source>
        <comment>the colour of a row: the blue row</comment>
        <translation>azul</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/names.py" line="101"/>
        <source>violet</source>
        <comment>the colour of a row: the violet row</comment>
        <translation>violeta</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/names.py" line="109"/>
        <source>R</source>
        <comment>letter of the red row</comment>
        <translation>R</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/names.py" line="110"/>
        <source>Y</source>
        <comment>letter of the yellow row</comment>
        <translation>Am</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/names.py" line="111"/>
        <source>G</source>
        <comment>letter of the green row</comment>
        <translation>V</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/names.py" line="112"/>
        <source>B</source>
        <comment>letter of the blue row</comment>
        <translation>Az</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/names.py" line="113"/>
        <source>V</source>
        <comment>letter of the violet row</comment>
        <translation>Vi</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/names.py" line="120"/>
        <source>Human</source>
        <translation>Persona</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/names.py" line="121"/>
        <source>Computer: easy</source>
        <translation>Ordenador: fácil</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/names.py" line="122"/>
        <source>Computer: medium</source>
        <translation>Ordenador: medio</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/names.py" line="123"/>
        <source>Computer: hard</source>
        <translation>Ordenador: difícil</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/names.py" line="124"/>
        <source>Computer: expert</source>
        <translation>Ordenador: experto</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/names.py" line="125"/>
        <source>Computer: random</source>
        <translation>Ordenador: al azar</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/names.py" line="127"/>
        <source>Computer: {level}</source>
        <translation>Ordenador: {level}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/names.py" line="132"/>
        <source>human</source>
        <translation>persona</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/names.py" line="133"/>
        <source>easy</source>
        <translation>fácil</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/names.py" line="134"/>
        <source>medium</source>
        <translation>medio</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/names.py" line="135"/>
        <source>hard</source>
        <translation>difícil</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/names.py" line="136"/>
        <source>expert</source>
        <translation>experto</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/names.py" line="179"/>
        <source>{name}: {request}</source>
        <translation>{name}: {request}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/names.py" line="187"/>
        <location filename="../../qwixx_desktop/ui/netgame.py" line="408"/>
        <source>you</source>
        <comment>in a list of players: Ana, Ben and you</comment>
        <translation>tú</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/names.py" line="195"/>
        <source>{names} and {last}</source>
        <translation>{names} y {last}</translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <location filename="../../qwixx_desktop/ui/chat_panel.py" line="161"/>
        <source>Network table</source>
        <translation>Mesa en red</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/chat_panel.py" line="164"/>
        <source>Send</source>
        <translation>Enviar</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/chat_panel.py" line="165"/>
        <source>Say something…</source>
        <translation>Di algo…</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/chat_panel.py" line="167"/>
        <source>Messages at the table</source>
        <translation>Mensajes de la mesa</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/chat_panel.py" line="169"/>
        <source>Your message</source>
        <translation>Tu mensaje</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/chat_panel.py" line="170"/>
        <source>Leave the table</source>
        <translation>Dejar la mesa</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/chat_panel.py" line="171"/>
        <source>Addresses…</source>
        <translation>Direcciones…</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/chat_panel.py" line="189"/>
        <source>Join code: {code}</source>
        <translation>Código: {code}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/chat_panel.py" line="200"/>
        <source>{name} (you)</source>
        <translation>{name} (tú)</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/chat_panel.py" line="202"/>
        <source>{name} (computer playing)</source>
        <translation>{name} (juega el ordenador)</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/chat_panel.py" line="208"/>
        <source>At the table: {names}</source>
        <translation>En la mesa: {names}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/chat_panel.py" line="220"/>
        <source>{name}: {text}</source>
        <translation>{name}: {text}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/net_dialogs.py" line="80"/>
        <source>Host a network game</source>
        <translation>Crear una partida en red</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/net_dialogs.py" line="85"/>
        <source>{seconds} s</source>
        <translation>{seconds} s</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/net_dialogs.py" line="87"/>
        <source>Off</source>
        <translation>Sin límite</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/net_dialogs.py" line="90"/>
        <source>Turn timer</source>
        <translation>Tiempo por turno</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/net_dialogs.py" line="99"/>
        <source>A person away for 90 s: this computer player plays their seat until they come back.</source>
        <translation>Si alguien se ausenta 90 s, este jugador del ordenador ocupa su puesto hasta que vuelva.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/net_dialogs.py" line="105"/>
        <source>Stand-in for someone away</source>
        <translation>Sustituto de quien se ausente</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/net_dialogs.py" line="109"/>
        <source>Seat 1 is you. Every other Human seat waits for a person who joins with the code; computer players are played by this computer.</source>
        <translation>El puesto 1 eres tú. Los demás puestos Persona esperan a alguien que se una con el código; los jugadores del ordenador los juega este ordenador.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/net_dialogs.py" line="126"/>
        <source>Host the table</source>
        <translation>Abrir la mesa</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/chat_panel.py" line="172"/>
        <location filename="../../qwixx_desktop/ui/net_dialogs.py" line="194"/>
        <source>Your network table</source>
        <translation>Tu mesa en red</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/net_dialogs.py" line="195"/>
        <location filename="../../qwixx_desktop/ui/net_dialogs.py" line="299"/>
        <source>Join code</source>
        <translation>Código para unirse</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/net_dialogs.py" line="196"/>
        <location filename="../../qwixx_desktop/ui/net_dialogs.py" line="297"/>
        <source>Address</source>
        <translation>Dirección</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/net_dialogs.py" line="198"/>
        <source>Give the code and an address to the people who join (Game → Join a network game…). On the same network the table also appears in their list.</source>
        <translation>Da el código y una dirección a quienes se unan (Partida → Unirse a una partida en red…). En la misma red, la mesa también aparece en su lista.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/net_dialogs.py" line="204"/>
        <source>Seats</source>
        <translation>Puestos</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/net_dialogs.py" line="217"/>
        <source>{name} — computer</source>
        <translation>{name} — ordenador</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/net_dialogs.py" line="219"/>
        <source>{name} — you</source>
        <translation>{name} — tú</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/net_dialogs.py" line="221"/>
        <source>{name} — joined</source>
        <translation>{name} — se ha unido</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/net_dialogs.py" line="223"/>
        <source>Seat {number} — waiting…</source>
        <translation>Puesto {number} — esperando…</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/net_dialogs.py" line="274"/>
        <source>Join a network game</source>
        <translation>Unirse a una partida en red</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/net_dialogs.py" line="298"/>
        <source>Your name</source>
        <translation>Tu nombre</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/net_dialogs.py" line="305"/>
        <source>Resume hosting your {game} game with {names}</source>
        <translation>Volver a abrir la mesa de tu partida de {game} con {names}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/net_dialogs.py" line="309"/>
        <source>Rejoin your {game} game at {address}</source>
        <translation>Volver a tu partida de {game} en {address}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/net_dialogs.py" line="317"/>
        <source>Tables on this network</source>
        <translation>Mesas en esta red</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/net_dialogs.py" line="326"/>
        <source>Join</source>
        <translation>Unirse</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/net_dialogs.py" line="356"/>
        <source>{host}: {game}, {open} of {players} seats free</source>
        <translation>{host}: {game}, {open} de {players} puestos libres</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/net_dialogs.py" line="368"/>
        <source>{host}: {game}, needs another version of the app</source>
        <translation>{host}: {game}, necesita otra versión de la aplicación</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/net_dialogs.py" line="395"/>
        <source>Type the table&apos;s address, or pick a table above.</source>
        <translation>Escribe la dirección de la mesa o elige una mesa de arriba.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/net_dialogs.py" line="397"/>
        <source>Type your name.</source>
        <translation>Escribe tu nombre.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/net_dialogs.py" line="399"/>
        <source>Type the join code the host gave you.</source>
        <translation>Escribe el código que te dio el anfitrión.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/net_dialogs.py" line="440"/>
        <source>You hosted this game and left it unfinished. Host it again and the others rejoin their seats; later, Game → Host a network game… offers it too.</source>
        <translation>Creaste esta partida y la dejaste sin terminar. Vuelve a abrir la mesa y los demás recuperarán sus puestos; más tarde, Partida → Crear una partida en red… también te lo ofrece.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/net_dialogs.py" line="447"/>
        <location filename="../../qwixx_desktop/ui/netgame.py" line="918"/>
        <source>Resume hosting</source>
        <translation>Volver a abrir la mesa</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/net_dialogs.py" line="451"/>
        <source>Rejoin the game at {address}?</source>
        <translation>¿Volver a la partida en {address}?</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/net_dialogs.py" line="454"/>
        <source>You left a network game of {game} unfinished, as {name}. Your seat is kept for you; later, Game → Join a network game… offers it too.</source>
        <translation>Dejaste sin terminar una partida en red de {game}, como {name}. Tu puesto te sigue esperando; más tarde, Partida → Unirse a una partida en red… también te lo ofrece.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/net_dialogs.py" line="460"/>
        <source>Rejoin</source>
        <translation>Volver a la partida</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/net_dialogs.py" line="436"/>
        <source>Not now</source>
        <translation>Ahora no</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/netgame.py" line="163"/>
        <source>Resume hosting the network game of {game} with {names}?</source>
        <translation>¿Volver a abrir la partida en red de {game} con {names}?</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/netgame.py" line="173"/>
        <source>Another player is called {taken}: at this table you are {given}.</source>
        <translation>Otra persona se llama {taken}: en esta mesa eres {given}.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/netgame.py" line="183"/>
        <source>{name} left the table: the computer plays for them.</source>
        <translation>{name} ha dejado la mesa: el ordenador juega en su lugar.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/netgame.py" line="189"/>
        <source>{name} has not come back: the computer plays for them.</source>
        <translation>{name} no ha vuelto: el ordenador juega en su lugar.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/netgame.py" line="195"/>
        <source>{name} is back: the computer no longer plays for them.</source>
        <translation>{name} ha vuelto: el ordenador ya no juega en su lugar.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/netgame.py" line="392"/>
        <source>You are no longer at this table: its game is not played here.</source>
        <translation>Ya no estás en esta mesa: su partida no se juega aquí.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/netgame.py" line="402"/>
        <source>Waiting for 1 more to join…</source>
        <translation>Esperando a que se una 1 más…</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/netgame.py" line="403"/>
        <source>Waiting for {count} more to join…</source>
        <translation>Esperando a que se unan {count} más…</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/netgame.py" line="420"/>
        <source>Disconnected: {names}.</source>
        <translation>Desconectados: {names}.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/netgame.py" line="426"/>
        <source>The computer plays for {names}.</source>
        <translation>El ordenador juega en lugar de {names}.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/netgame.py" line="432"/>
        <source>{seconds} s left.</source>
        <translation>Quedan {seconds} s.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/netgame.py" line="452"/>
        <source>Seat {number}</source>
        <translation>Puesto {number}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/netgame.py" line="656"/>
        <source>Good luck!</source>
        <translation>¡Suerte!</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/netgame.py" line="657"/>
        <source>Nice move!</source>
        <translation>¡Buena jugada!</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/netgame.py" line="658"/>
        <source>Oops!</source>
        <translation>¡Uy!</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/netgame.py" line="659"/>
        <source>Well played!</source>
        <translation>¡Bien jugado!</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/netgame.py" line="660"/>
        <source>One moment, please.</source>
        <translation>Un momento, por favor.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/netgame.py" line="887"/>
        <location filename="../../qwixx_desktop/ui/netgame.py" line="912"/>
        <location filename="../../qwixx_desktop/ui/netgame.py" line="998"/>
        <source>Host the network game</source>
        <translation>Crear la partida en red</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/netgame.py" line="897"/>
        <source>That game cannot be set up with these players.</source>
        <translation>No se puede preparar esa partida con estos jugadores.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/netgame.py" line="915"/>
        <source>A new table replaces it: its players cannot rejoin it then.</source>
        <translation>Una mesa nueva la sustituye: sus jugadores ya no podrán volver a ella.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/netgame.py" line="921"/>
        <source>Host a new game</source>
        <translation>Crear una partida nueva</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/netgame.py" line="951"/>
        <source>Could not open the table: {error}</source>
        <translation>No se pudo abrir la mesa: {error}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/netgame.py" line="981"/>
        <source>The network game&apos;s table file was damaged and cannot be resumed.</source>
        <translation>El archivo de la mesa de la partida en red estaba dañado y no se puede retomar.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/netgame.py" line="1034"/>
        <source>Join the network game</source>
        <translation>Unirse a la partida en red</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/netgame.py" line="1328"/>
        <source>You are back at the table.</source>
        <translation>Has vuelto a la mesa.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/netgame.py" line="1387"/>
        <source>Your time ran out: the table decided for you.</source>
        <translation>Se te acabó el tiempo: la mesa decidió por ti.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/netgame.py" line="1152"/>
        <source>You left the network table.</source>
        <translation>Has dejado la mesa en red.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/netgame.py" line="1160"/>
        <source>Close the table?</source>
        <translation>¿Cerrar la mesa?</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/netgame.py" line="1161"/>
        <source>Leaving closes the table for everyone.</source>
        <translation>Si te vas, la mesa se cierra para todos.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/netgame.py" line="1162"/>
        <source>You host this table: when you leave, the game ends for every player.</source>
        <translation>Tú eres el anfitrión de esta mesa: si te vas, la partida termina para todos los jugadores.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/netgame.py" line="1165"/>
        <source>Close the table</source>
        <translation>Cerrar la mesa</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/netgame.py" line="169"/>
        <source>{name} lost the connection.</source>
        <translation>{name} ha perdido la conexión.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/netgame.py" line="179"/>
        <source>{name} is back.</source>
        <translation>{name} ha vuelto.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/netgame.py" line="1502"/>
        <source>Too many messages: wait a few seconds.</source>
        <translation>Demasiados mensajes: espera unos segundos.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/netgame.py" line="1506"/>
        <source>The table did not take that move: the game moved on.</source>
        <translation>La mesa no aceptó esa jugada: la partida ya había avanzado.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/netgame.py" line="1513"/>
        <source>The connection to the table was lost; reconnecting…</source>
        <translation>Se perdió la conexión con la mesa; volviendo a conectar…</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/netgame.py" line="208"/>
        <source>No table has this code, or its game has ended.</source>
        <translation>Ninguna mesa tiene este código, o su partida ya terminó.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/netgame.py" line="209"/>
        <source>Every seat at this table is taken.</source>
        <translation>Todos los puestos de esta mesa están ocupados.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/netgame.py" line="210"/>
        <source>This seat cannot be taken back any more.</source>
        <translation>Ya no puedes recuperar este puesto.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/netgame.py" line="211"/>
        <source>The table runs another version of the app.</source>
        <translation>La mesa usa otra versión de la aplicación.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/netgame.py" line="204"/>
        <source>The game at that table has ended, or its host closed the table.</source>
        <translation>La partida de esa mesa ya terminó, o su anfitrión cerró la mesa.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/netgame.py" line="213"/>
        <source>Could not play at the table: {error}</source>
        <translation>No se pudo jugar en la mesa: {error}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/netgame.py" line="1465"/>
        <source>Host again</source>
        <translation>Abrir otra mesa</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/netgame.py" line="1467"/>
        <source>Join again</source>
        <translation>Unirse otra vez</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/netgame.py" line="1520"/>
        <source>Your seat was freed while you were away: you sat down again.</source>
        <translation>Tu puesto quedó libre mientras no estabas: te has vuelto a sentar.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/netgame.py" line="1564"/>
        <source>The network game is over. Save it with Game → Save, or export the sheets.</source>
        <translation>La partida en red ha terminado. Guárdala con Partida → Guardar, o exporta las hojas.</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="200"/>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="215"/>
        <source>random</source>
        <translation>al azar</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="216"/>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="223"/>
        <source>Seat {number}</source>
        <translation>Puesto {number}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="252"/>
        <source>Board file…</source>
        <translation>Archivo de tablero…</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="267"/>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="268"/>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="270"/>
        <source>Number of players</source>
        <translation>Número de jugadores</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="271"/>
        <source>Seed (optional)</source>
        <translation>Semilla (opcional)</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="273"/>
        <source>Several people can share this computer: choose Human for each of them. The same seed gives the same dice.</source>
        <translation>Varias personas pueden compartir este ordenador: elige Persona para cada una. La misma semilla da los mismos dados.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="285"/>
        <source>Start the game</source>
        <translation>Empezar la partida</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="452"/>
        <source>Two players cannot have the same name: rename the one marked.</source>
        <translation>Dos jugadores no pueden llamarse igual: cambia el nombre del marcado.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="183"/>
        <location filename="../../qwixx_desktop/ui/names.py" line="164"/>
        <location filename="../../qwixx_desktop/ui/preferences.py" line="278"/>
        <location filename="../../qwixx_desktop/ui/window.py" line="807"/>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="79"/>
        <source>House rules</source>
        <translation>Reglas de la casa</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="90"/>
        <source>Standard rules</source>
        <translation>Reglas estándar</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="164"/>
        <source>standard rules</source>
        <translation>reglas estándar</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="365"/>
        <source>Side {side}</source>
        <translation>Lado {side}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="382"/>
        <source>Choose a board file</source>
        <translation>Elige un archivo de tablero</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="384"/>
        <source>Qwixx Desktop boards (*.json)</source>
        <translation>Tableros de Qwixx Desktop (*.json)</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="397"/>
        <source>{file} cannot be used as a board: {reason}</source>
        <translation>{file} no se puede usar como tablero: {reason}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/names.py" line="23"/>
        <source>Player {number}</source>
        <translation>Jugador {number}</translation>
    </message>
</context>
<context>
    <name>Outlook</name>
    <message>
        <location filename="../../qwixx_desktop/ui/outlook.py" line="40"/>
        <source>{percent} % to win</source>
        <translation>{percent} % de ganar</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/outlook.py" line="45"/>
        <source>≈ {points} point</source>
        <translation>≈ {points} punto</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/outlook.py" line="46"/>
        <source>≈ {points} points</source>
        <translation>≈ {points} puntos</translation>
    </message>
</context>
<context>
    <name>Print</name>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="719"/>
        <source>Print blank pads</source>
        <translation>Imprimir hojas en blanco</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="636"/>
        <source>US Letter</source>
        <translation>Carta (EE. UU.)</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="648"/>
        <source>In colour</source>
        <translation>En color</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="732"/>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="733"/>
        <source>Sheets</source>
        <translation>Hojas</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="773"/>
        <source>Export this game</source>
        <translation>Exportar esta partida</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="653"/>
        <source>Paper</source>
        <translation>Papel</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="654"/>
        <source>Sheets per page</source>
        <translation>Hojas por página</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="655"/>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="696"/>
        <source>Save as PDF…</source>
        <translation>Guardar como PDF…</translation>
    </message>
</context>
<context>
    <name>Problems</name>
    <message>
        <location filename="../../qwixx_desktop/ui/i18n.py" line="72"/>
        <source>the disk is full</source>
        <translation>el disco está lleno</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/i18n.py" line="82"/>
        <source>the disk is read-only</source>
        <translation>el disco es de solo lectura</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/i18n.py" line="73"/>
        <source>permission denied</source>
        <translation>permiso denegado</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/i18n.py" line="71"/>
        <source>it is a device or a pipe, not a file</source>
        <translation>es un dispositivo o una tubería, no un archivo</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/i18n.py" line="74"/>
        <source>the file or the disk is in use</source>
        <translation>el archivo o el disco está en uso</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/i18n.py" line="75"/>
        <source>the device is not connected</source>
        <translation>el dispositivo no está conectado</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/i18n.py" line="76"/>
        <source>the connection was cut</source>
        <translation>se cortó la conexión</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/i18n.py" line="77"/>
        <source>the network cannot reach that computer</source>
        <translation>la red no llega a ese ordenador</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/i18n.py" line="78"/>
        <source>too many files are open</source>
        <translation>hay demasiados archivos abiertos</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/i18n.py" line="85"/>
        <source>the file or folder does not exist</source>
        <translation>el archivo o la carpeta no existe</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/i18n.py" line="86"/>
        <source>it is a folder, not a file</source>
        <translation>es una carpeta, no un archivo</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/i18n.py" line="87"/>
        <source>a file has that name</source>
        <translation>hay un archivo con ese nombre</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/i18n.py" line="88"/>
        <source>part of its path is not a folder</source>
        <translation>parte de su ruta no es una carpeta</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/i18n.py" line="89"/>
        <source>the name is too long</source>
        <translation>el nombre es demasiado largo</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/i18n.py" line="90"/>
        <source>the disk reported an error</source>
        <translation>el disco informó de un error</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/i18n.py" line="92"/>
        <source>the disk does not accept that name</source>
        <translation>el disco no acepta ese nombre</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/i18n.py" line="95"/>
        <source>it cannot be moved to another disk</source>
        <translation>no se puede mover a otro disco</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/i18n.py" line="96"/>
        <source>the file is too big for the disk</source>
        <translation>el archivo es demasiado grande para el disco</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/i18n.py" line="97"/>
        <source>its path has a loop of links</source>
        <translation>su ruta tiene un bucle de enlaces</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/i18n.py" line="100"/>
        <source>the shared folder is no longer available</source>
        <translation>la carpeta compartida ya no está disponible</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/i18n.py" line="103"/>
        <source>the computer is short of memory</source>
        <translation>al ordenador le falta memoria</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/i18n.py" line="104"/>
        <source>another program uses that port</source>
        <translation>otro programa usa ese puerto</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/i18n.py" line="105"/>
        <source>that address is not this computer&apos;s</source>
        <translation>esa dirección no es de este ordenador</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/i18n.py" line="106"/>
        <source>the other computer refused the connection</source>
        <translation>el otro ordenador rechazó la conexión</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/i18n.py" line="107"/>
        <source>the connection timed out</source>
        <translation>se agotó el tiempo de espera de la conexión</translation>
    </message>
</context>
<context>
    <name>Qwantum</name>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="308"/>
        <source>{name} looks at the dice: re-roll or keep…</source>
        <translation>{name} mira los dados: volver a tirar o conservar…</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="312"/>
        <source>The computer players are choosing a colour…</source>
        <translation>Los jugadores del ordenador están eligiendo un color…</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="72"/>
        <source>Keep all dice</source>
        <translation>Conservar todos los dados</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="55"/>
        <source>Write any of the four colours, or pass (a misthrow: you wrote nothing this turn).</source>
        <translation>Escribe uno de los cuatro colores, o pasa (un fallo: no has escrito nada en este turno).</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="61"/>
        <source>Write any of the four colours (action C), or pass.</source>
        <translation>Escribe cualquiera de los cuatro colores (acción C), o pasa.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="63"/>
        <source>No colour value fits your rows. Pass (a misthrow).</source>
        <translation>Ningún valor de color cabe en tus filas. Pasa (un fallo).</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="64"/>
        <source>No colour value fits your rows. Pass.</source>
        <translation>Ningún valor de color cabe en tus filas. Pasa.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="74"/>
        <source>Skip action B</source>
        <translation>Saltar la acción B</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="76"/>
        <source>Pass (misthrow)</source>
        <translation>Pasar (fallo)</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="77"/>
        <source>Pass</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="135"/>
        <source>Your {row_colour} row is full.</source>
        <translation>Tu fila {row_colour} está llena.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="322"/>
        <source>Decide first: write a highlighted colour value, or pass.</source>
        <translation>Decide primero: escribe un valor de color resaltado, o pasa.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="83"/>
        <source>Misthrows are marked for you when the active player writes nothing in a turn. The first costs 1 point, the second 2 more, and so on.</source>
        <translation>Los fallos se anotan solos cuando el jugador activo no escribe nada en un turno. El primero cuesta 1 punto, el segundo 2 más, y así sucesivamente.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="42"/>
        <source>Pick dice to re-roll (click them), then Re-roll; or keep them all.</source>
        <translation>Elige los dados que quieres volver a tirar (haz clic en ellos) y luego Volver a tirar; o consérvalos todos.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="47"/>
        <source>Choose a colour and write its value in its row (action B), or skip.</source>
        <translation>Elige un color y escribe su valor en su fila (acción B), o sáltala.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="50"/>
        <source>No colour value fits your rows. Skip to action C.</source>
        <translation>Ningún valor de color cabe en tus filas. Salta a la acción C.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="66"/>
        <source>Write one of the other colours (action C), or pass.</source>
        <translation>Escribe uno de los otros colores (acción C), o pasa.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="67"/>
        <source>None of the other colours fits. Pass.</source>
        <translation>No cabe ninguno de los otros colores. Pasa.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="88"/>
        <source>A column scores once all four of its fields are filled: its second-lowest distinct number (5, 5, 8, 9 scores 8; if all four are equal, that number).</source>
        <translation>Una columna puntúa cuando sus cuatro casillas están llenas: su segundo número distinto más bajo (5, 5, 8, 9 vale 8; si los cuatro son iguales, ese número).</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="95"/>
        <source>Click a highlighted colour row to write its value.</source>
        <translation>Haz clic en una fila de color resaltada para escribir su valor.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="101"/>
        <source>Re-roll</source>
        <translation>Volver a tirar</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="102"/>
        <source>Re-roll ({count})</source>
        <translation>Volver a tirar ({count})</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="108"/>
        <source>Only {name}, the active player, may re-roll.</source>
        <translation>Solo {name}, el jugador activo, puede volver a tirar.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="111"/>
        <source>Dice are picked for the re-roll right after the roll, once per turn.</source>
        <translation>Los dados que se vuelven a tirar se eligen justo después de la tirada, una vez por turno.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="125"/>
        <source>The {colour} {value} does not fit: up to the thick line the numbers must rise, and {value} is not above {last}.</source>
        <translation>El {value} {colour} no cabe: hasta la línea gruesa los números deben subir, y {value} no es mayor que {last}.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="130"/>
        <source>The {colour} {value} does not fit: after the thick line the numbers must fall, and {value} is not below {last}.</source>
        <translation>El {value} {colour} no cabe: después de la línea gruesa los números deben bajar, y {value} no es menor que {last}.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="136"/>
        <source>{colour} was taken in action B: action C offers the other colours.</source>
        <translation>El {colour} se usó en la acción B: la acción C ofrece los demás colores.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="140"/>
        <source>Only {active}, the active player, decides now.</source>
        <translation>Ahora solo decide {active}, el jugador activo.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="141"/>
        <source>You have chosen for action C; the others are still choosing.</source>
        <translation>Ya has elegido para la acción C; los demás aún están eligiendo.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="144"/>
        <source>Pick at least one die to re-roll, or keep them all.</source>
        <translation>Elige al menos un dado para volver a tirar, o consérvalos todos.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="145"/>
        <source>First decide on the re-roll: re-roll some dice or keep them all.</source>
        <translation>Primero decide si vuelves a tirar: vuelve a tirar algunos dados o consérvalos todos.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="149"/>
        <source>Now choose a colour to write, or pass.</source>
        <translation>Ahora elige un color para escribir, o pasa.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="150"/>
        <source>Roll the dice first.</source>
        <translation>Primero tira los dados.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="151"/>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="152"/>
        <source>That is not a colour row.</source>
        <translation>Esa no es una fila de color.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="154"/>
        <source>That is not allowed now.</source>
        <translation>Eso no está permitido ahora.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="168"/>
        <source>the white die</source>
        <translation>el dado blanco</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="169"/>
        <source>die {number}</source>
        <translation>el dado {number}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="177"/>
        <source>You re-roll all the dice.</source>
        <translation>Vuelves a tirar todos los dados.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="178"/>
        <source>{name} re-rolls all the dice.</source>
        <translation>{name} vuelve a tirar todos los dados.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="182"/>
        <source>You re-roll: {dice}.</source>
        <translation>Vuelves a tirar: {dice}.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="183"/>
        <source>{name} re-rolls: {dice}.</source>
        <translation>{name} vuelve a tirar: {dice}.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="379"/>
        <source>You wrote the {colour} {value}.</source>
        <translation>Escribiste el {value} {colour}.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="380"/>
        <source>{name} wrote the {colour} {value}.</source>
        <translation>{name} escribió el {value} {colour}.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="389"/>
        <source>You filled column {column}: {points} point.</source>
        <translation>Completaste la columna {column}: {points} punto.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="390"/>
        <source>You filled column {column}: {points} points.</source>
        <translation>Completaste la columna {column}: {points} puntos.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="394"/>
        <source>{name} filled column {column}: {points} point.</source>
        <translation>{name} completó la columna {column}: {points} punto.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="395"/>
        <source>{name} filled column {column}: {points} points.</source>
        <translation>{name} completó la columna {column}: {points} puntos.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="405"/>
        <source>You wrote nothing: misthrow {count} of {boxes} ({points} in all).</source>
        <translation>No escribiste nada: fallo {count} de {boxes} ({points} en total).</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="409"/>
        <source>{name} wrote nothing: misthrow {count} of {boxes} ({points} in all).</source>
        <translation>{name} no escribió nada: fallo {count} de {boxes} ({points} en total).</translation>
    </message>
</context>
<context>
    <name>QwantumSheet</name>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_sheet.py" line="541"/>
        <source>rising ↗</source>
        <translation>ascendente ↗</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_sheet.py" line="542"/>
        <source>falling ↘</source>
        <translation>descendente ↘</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_sheet.py" line="680"/>
        <source>✗ {value} must be above {last}</source>
        <translation>✗ {value} debe ser mayor que {last}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_sheet.py" line="684"/>
        <source>✗ {value} must be below {last}</source>
        <translation>✗ {value} debe ser menor que {last}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_sheet.py" line="688"/>
        <source>row full</source>
        <translation>fila llena</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_sheet.py" line="690"/>
        <source>taken in action B</source>
        <translation>usado en la acción B</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_sheet.py" line="692"/>
        <source>✓ write {value}</source>
        <translation>✓ escribir {value}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_sheet.py" line="693"/>
        <source>{value} would fit</source>
        <translation>{value} cabría</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_sheet.py" line="718"/>
        <source>pts</source>
        <translation>pts</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_sheet.py" line="738"/>
        <source>columns {columns}   misthrows {misthrows}</source>
        <translation>columnas {columns}   fallos {misthrows}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_sheet.py" line="762"/>
        <source>misthrows</source>
        <translation>fallos</translation>
    </message>
</context>
<context>
    <name>Results</name>
    <message>
        <location filename="../../qwixx_desktop/ui/overlays.py" line="327"/>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/overlays.py" line="316"/>
        <source>Play again</source>
        <translation>Jugar otra vez</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/overlays.py" line="329"/>
        <source>Review the game</source>
        <translation>Repasar la partida</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/overlays.py" line="330"/>
        <source>Coach review</source>
        <translation>Análisis del entrenador</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/overlays.py" line="331"/>
        <source>Export sheets (PDF)…</source>
        <translation>Exportar hojas (PDF)…</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/overlays.py" line="360"/>
        <source>You scored {points} point.</source>
        <translation>Has conseguido {points} punto.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/overlays.py" line="361"/>
        <source>You scored {points} points.</source>
        <translation>Has conseguido {points} puntos.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/overlays.py" line="365"/>
        <source>{name} scored {points} point.</source>
        <translation>{name} ha conseguido {points} punto.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/overlays.py" line="366"/>
        <source>{name} scored {points} points.</source>
        <translation>{name} ha conseguido {points} puntos.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/overlays.py" line="375"/>
        <source>You win with {points} point!</source>
        <translation>¡Ganas con {points} punto!</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/overlays.py" line="376"/>
        <source>You win with {points} points!</source>
        <translation>¡Ganas con {points} puntos!</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/overlays.py" line="380"/>
        <source>{name} wins with {points} point!</source>
        <translation>¡Gana {name} con {points} punto!</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/overlays.py" line="381"/>
        <source>{name} wins with {points} points!</source>
        <translation>¡Gana {name} con {points} puntos!</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/overlays.py" line="388"/>
        <source>A tie: {names} with {points} point each!</source>
        <translation>¡Empate: {names} con {points} punto cada uno!</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/overlays.py" line="389"/>
        <source>A tie: {names} with {points} points each!</source>
        <translation>¡Empate: {names} con {points} puntos cada uno!</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/overlays.py" line="393"/>
        <source>Enough rows were locked to end the game.</source>
        <translation>Se cerraron filas suficientes para terminar la partida.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/overlays.py" line="394"/>
        <source>A player took the last misthrow.</source>
        <translation>Un jugador anotó su último fallo.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/overlays.py" line="395"/>
        <source>A figure reached the last squares and the last round is over.</source>
        <translation>Una figura llegó a las últimas casillas y la última ronda ha terminado.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/overlays.py" line="398"/>
        <source>A sheet is full.</source>
        <translation>Una hoja está llena.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/overlays.py" line="404"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_table.py" line="328"/>
        <source>Col. {number}</source>
        <translation>Col. {number}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/onboard_table.py" line="97"/>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/kit.py" line="220"/>
        <source>Misthrows</source>
        <translation>Fallos</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/overlays.py" line="406"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
</context>
<context>
    <name>Resume</name>
    <message>
        <location filename="../../qwixx_desktop/ui/overlays.py" line="482"/>
        <source>Continue where you left off?</source>
        <translation>¿Seguir donde lo dejaste?</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/overlays.py" line="483"/>
        <source>Resume the game</source>
        <translation>Reanudar la partida</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/overlays.py" line="484"/>
        <source>Start a new game</source>
        <translation>Empezar una partida nueva</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/overlays.py" line="497"/>
        <source>{game} with {players}. Rolls so far: {rolls}.</source>
        <translation>{game} con {players}. Tiradas hasta ahora: {rolls}.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/overlays.py" line="499"/>
        <source>{game}, on your own. Rolls so far: {rolls}.</source>
        <translation>{game}, en solitario. Tiradas hasta ahora: {rolls}.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/overlays.py" line="501"/>
        <source>{game}: you against {players}. Rolls so far: {rolls}.</source>
        <translation>{game}: tú contra {players}. Tiradas hasta ahora: {rolls}.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/overlays.py" line="509"/>
        <source>Saved in {file}.</source>
        <translation>Guardada en {file}.</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <location filename="../../qwixx_desktop/ui/overlays.py" line="538"/>
        <source>Back to the results</source>
        <translation>Volver a los resultados</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/overlays.py" line="575"/>
        <source>End of the game</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/overlays.py" line="578"/>
        <source>Roll {number} of {count}</source>
        <translation>Tirada {number} de {count}</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="812"/>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/rules_text.py" line="22"/>
        <source>Playing in this window</source>
        <translation>Cómo se juega en esta ventana</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/rules_text.py" line="29"/>
        <source>Highlighted numbers are the ones you may cross now: click one, or move with the arrow keys or Tab and press Space or Enter.</source>
        <translation>Los números resaltados son los que puedes tachar ahora: haz clic en uno, o muévete con las flechas o Tab y pulsa Espacio o Intro.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/rules_text.py" line="34"/>
        <source>R rolls the dice, P passes (or finishes your turn), Ctrl+Z takes back your last decision until the dice are rolled again.</source>
        <translation>R tira los dados, P pasa (o termina tu turno), Ctrl+Z deshace tu última decisión mientras no se vuelva a tirar.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/rules_text.py" line="39"/>
        <source>Several people can play at one computer: the banner at the top names whoever decides now, and their sheet is the large one.</source>
        <translation>Varias personas pueden jugar en un mismo ordenador: el aviso de arriba nombra a quien decide ahora, y su hoja es la grande.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="438"/>
        <source>Then you may write one colour&apos;s value in its row. After that every player, you included, may write one of the other colours&apos; values in its row; if you wrote nothing, any of the four colours.</source>
        <translation>Después puedes escribir el valor de un color en su fila. A continuación, todos los jugadores, tú incluido, pueden escribir el valor de uno de los otros colores en su fila; si tú no escribiste nada, el de cualquiera de los cuatro colores.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="451"/>
        <source>A column scores as soon as its four fields are filled: its second-lowest distinct number (5, 5, 8, 9 scores 8; if all four are equal, that number). The game ends as soon as a sheet is full, or when someone takes a fifth misthrow; the highest total wins.</source>
        <translation>Una columna puntúa en cuanto sus cuatro casillas están llenas: su segundo número distinto más bajo (5, 5, 8, 9 vale 8; si los cuatro son iguales, ese número). La partida termina en cuanto una hoja está llena, o cuando alguien anota su quinto fallo; gana el total más alto.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="461"/>
        <source>After your roll, click the dice you want to throw again (they lift and get a ring), then Re-roll; or Keep all dice. With the dice tray focused, keys 1 to 7 pick dice and Enter re-rolls.</source>
        <translation>Tras tu tirada, haz clic en los dados que quieras volver a tirar (se levantan y se marcan con un anillo) y luego en Volver a tirar; o bien en Conservar todos los dados. Con la bandeja de dados seleccionada, las teclas 1 a 7 eligen dados e Intro vuelve a tirar.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="468"/>
        <source>The four colour values are shown under the dice. Your sheet previews each value in the next free field of its row: click a highlighted row (or the value under the dice) to write it. A row where the value does not fit says why.</source>
        <translation>Los cuatro valores de color aparecen bajo los dados. Tu hoja anticipa cada valor en la siguiente casilla libre de su fila: haz clic en una fila resaltada (o en el valor bajo los dados) para escribirlo. Si el valor no cabe en una fila, esta indica por qué.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="475"/>
        <source>P passes, Ctrl+Z takes back your last decision until the dice are rolled again. Several people can play at one computer: the banner names whoever decides now.</source>
        <translation>P pasa, Ctrl+Z deshace tu última decisión mientras no se vuelva a tirar. Varias personas pueden jugar en un mismo ordenador: el aviso nombra a quien decide ahora.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="421"/>
        <source>Qwantum in short</source>
        <translation>Qwantum en breve</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="423"/>
        <source>Everyone has a sheet with four colour rows (violet, blue, red, yellow) of six fields. Numbers are written, not crossed, from left to right: up to the thick line each number must be higher than the one before, after it each must be lower.</source>
        <translation>Cada jugador tiene una hoja con cuatro filas de colores (violeta, azul, rojo, amarillo) de seis casillas. Los números se escriben, no se tachan, de izquierda a derecha: hasta la línea gruesa cada número debe ser mayor que el anterior; después, cada uno debe ser menor.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="431"/>
        <source>On your turn you roll one white die and six special dice whose faces show a colour and a number, and you may roll any of them again once. A colour&apos;s value is the white die plus the special dice showing that colour.</source>
        <translation>En tu turno tiras un dado blanco y seis dados especiales cuyas caras muestran un color y un número, y puedes volver a tirar una vez los que quieras. El valor de un color es el dado blanco más los dados especiales que muestran ese color.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="445"/>
        <source>If you are the active player and write nothing at all, you take a misthrow: the first costs 1 point, the second 2 more, and so on.</source>
        <translation>Si eres el jugador activo y no escribes nada, anotas un fallo: el primero cuesta 1 punto, el segundo 2 más, y así sucesivamente.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/onboard_texts.py" line="151"/>
        <source>Qwixx On Board in short</source>
        <translation>Qwixx On Board en breve</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/onboard_texts.py" line="121"/>
        <source>On Board plays like classic Qwixx, with a board of 40 squares and one figure per player. Each square shows a colour, a number and bonus points.</source>
        <translation>On Board se juega como el Qwixx clásico, con un tablero de 40 casillas y una figura por jugador. Cada casilla muestra un color, un número y puntos adicionales.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/onboard_texts.py" line="127"/>
        <source>After the two actions of a turn, the active player may move their figure forward by 1 to 5 free squares (squares with another figure are jumped and not counted). It may land only where the square&apos;s number is already crossed in that colour on their sheet, or may be crossed there now, in which case it is crossed.</source>
        <translation>Tras las dos acciones de un turno, el jugador activo puede avanzar su figura de 1 a 5 casillas libres (las casillas con otra figura se saltan y no cuentan). Solo puede caer en una casilla cuyo número ya esté tachado en ese color en su hoja, o se pueda tachar ahora, en cuyo caso se tacha.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/onboard_texts.py" line="136"/>
        <source>You take a misthrow only if you crossed nothing in all three actions.</source>
        <translation>Solo anotas un fallo si no has tachado nada en ninguna de las tres acciones.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/onboard_texts.py" line="139"/>
        <source>When a figure reaches one of the last five squares, every other player has one more turn, then the game ends. It also ends as in classic Qwixx. Each figure&apos;s square adds its bonus to its player&apos;s points.</source>
        <translation>Cuando una figura llega a una de las cinco últimas casillas, los demás jugadores juegan un turno más y la partida termina. También termina como en el Qwixx clásico. La casilla de cada figura suma sus puntos adicionales a los de su jugador.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/onboard_texts.py" line="155"/>
        <source>For the figure, click a highlighted square on the board (or Tab to the board, choose with the arrow keys, press Space), or press &quot;Don&apos;t move&quot;.</source>
        <translation>Para la figura, haz clic en una casilla resaltada del tablero (o ve al tablero con Tab, elige con las flechas y pulsa Espacio), o pulsa «No mover».</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/longo_texts.py" line="218"/>
        <source>Qwixx Longo in short</source>
        <translation>Qwixx Longo en breve</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/longo_texts.py" line="175"/>
        <source>Longo plays like classic Qwixx with eight-sided dice and longer rows: red and yellow run from 2 up to 16, green and blue from 16 down to 2.</source>
        <translation>Longo se juega como el Qwixx clásico, con dados de ocho caras y filas más largas: rojo y amarillo van de 2 a 16, verde y azul de 16 a 2.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/longo_texts.py" line="181"/>
        <source>A row can be locked with either of its last two numbers, and only once you have six crosses in it.</source>
        <translation>Una fila se cierra con cualquiera de sus dos últimos números, y solo cuando ya tienes seis cruces en ella.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/longo_texts.py" line="186"/>
        <source>Each sheet has two lucky numbers (the gold circles). When the white sum is one of yours, you may instead cross the next number of one of your open rows with the fewest crosses. The window marks that cell with a star.</source>
        <translation>Cada hoja tiene dos números afortunados (los círculos dorados). Si la suma blanca es uno de los tuyos, puedes tachar en su lugar el siguiente número de una de tus filas abiertas con menos cruces. La ventana marca esa casilla con una estrella.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/longo_texts.py" line="195"/>
        <source>A lucky cross counts as your cross of the white sum and works every time the number comes up. It may lock its row, but only as a plain cross may: if the next number would lock a row where you have too few crosses, that row offers no lucky cross, and no other row takes its place.</source>
        <translation>Una cruz afortunada cuenta como tu cruz de la suma blanca y vale cada vez que sale el número. Puede cerrar su fila, pero solo como podría una cruz normal: si el siguiente número cerraría una fila en la que tienes pocas cruces, esa fila no ofrece cruz afortunada, y ninguna otra fila ocupa su lugar.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/longo_texts.py" line="202"/>
        <source>Everything else (the two actions, misthrows, the end of the game and the points) is as in classic Qwixx.</source>
        <translation>Todo lo demás (las dos acciones, los fallos, el final y los puntos) es como en el Qwixx clásico.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/longo_texts.py" line="216"/>
        <source>Everything else is as in classic Qwixx.</source>
        <translation>Todo lo demás es como en el Qwixx clásico.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="366"/>
        <source>Qwixx in short</source>
        <translation>Qwixx en breve</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="368"/>
        <source>{game} in short</source>
        <translation>{game} en breve</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="410"/>
        <source>Everyone has a sheet with four colour rows. Red and yellow run from 2 up to 12, green and blue from 12 down to 2. In each row you cross numbers from left to right only; numbers you jump over are lost.</source>
        <translation>Cada jugador tiene una hoja con cuatro filas de colores. Rojo y amarillo van de 2 a 12, verde y azul de 12 a 2. En cada fila se tacha solo de izquierda a derecha; los números que saltas se pierden.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="418"/>
        <source>{colour} from {first} to {last}</source>
        <translation>{colour} de {first} a {last}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="423"/>
        <source>Everyone has a sheet with these colour rows: {rows}. In each row you cross numbers from left to right only; numbers you jump over are lost.</source>
        <translation>Cada jugador tiene una hoja con estas filas de colores: {rows}. En cada fila se tacha solo de izquierda a derecha; los números que saltas se pierden.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="433"/>
        <source>On your turn you roll six dice: two white and one of each colour. First, every player may cross the sum of the two white dice in any one row. Then you alone may also cross one white die plus one colour die in the row of that colour.</source>
        <translation>En tu turno tiras seis dados: dos blancos y uno de cada color. Primero, todos pueden tachar la suma de los dos dados blancos en una fila cualquiera. Después, solo tú puedes tachar además un dado blanco más un dado de color en la fila de ese color.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="440"/>
        <source>On your turn you roll {count} dice with {faces} faces: two white and one of each colour. First, every player may cross the sum of the two white dice in any one row. Then you alone may also cross one white die plus one colour die in the row of that colour.</source>
        <translation>En tu turno tiras {count} dados de {faces} caras: dos blancos y uno de cada color. Primero, todos pueden tachar la suma de los dos dados blancos en una fila cualquiera. Después, solo tú puedes tachar además un dado blanco más un dado de color en la fila de ese color.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="451"/>
        <source>If you are the active player and cross nothing at all, you take a misthrow, worth minus five points.</source>
        <translation>Si eres el jugador activo y no tachas nada, anotas un fallo, que resta cinco puntos.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="457"/>
        <source>If you are the active player and cross nothing at all, you take a misthrow; misthrows cost no points, but they count towards the end of the game.</source>
        <translation>Si eres el jugador activo y no tachas nada, anotas un fallo; los fallos no restan puntos, pero cuentan para el final de la partida.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="463"/>
        <source>If you are the active player and cross nothing at all, you take a misthrow; each misthrow takes {points} off your total.</source>
        <translation>Si eres el jugador activo y no tachas nada, anotas un fallo; cada fallo resta {points} de tu total.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="475"/>
        <source>The last number of a row locks it, but only once you have five crosses there: the lock counts as one more cross, the row closes for everybody and its die leaves the game.</source>
        <translation>El último número de una fila la cierra, pero solo si ya tienes cinco cruces en ella: el candado cuenta como una cruz más, la fila se cierra para todos y su dado sale del juego.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="483"/>
        <source>The last number of a row locks it, even as your first cross there: the lock counts as one more cross, the row closes for everybody and its die leaves the game.</source>
        <translation>El último número de una fila la cierra, aunque sea tu primera cruz en ella: el candado cuenta como una cruz más, la fila se cierra para todos y su dado sale del juego.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="489"/>
        <source>Any of the last {count} numbers of a row locks it, even as your first cross there: the lock counts as one more cross, the row closes for everybody and its die leaves the game.</source>
        <translation>Cualquiera de los últimos {count} números de una fila la cierra, aunque sea tu primera cruz en ella: el candado cuenta como una cruz más, la fila se cierra para todos y su dado sale del juego.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="496"/>
        <source>The last number of a row locks it, but only once you have crossed at least {crosses} of its numbers: the lock counts as one more cross, the row closes for everybody and its die leaves the game.</source>
        <translation>El último número de una fila la cierra, pero solo si ya has tachado al menos {crosses} de sus números: el candado cuenta como una cruz más, la fila se cierra para todos y su dado sale del juego.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="503"/>
        <source>Any of the last {count} numbers of a row locks it, but only once you have crossed at least {crosses} of its numbers: the lock counts as one more cross, the row closes for everybody and its die leaves the game.</source>
        <translation>Cualquiera de los últimos {count} números de una fila la cierra, pero solo si ya has tachado al menos {crosses} de sus números: el candado cuenta como una cruz más, la fila se cierra para todos y su dado sale del juego.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="519"/>
        <source>The game ends at once, even between the two actions, when a player takes a fourth misthrow or when two rows are locked. Each row scores by its number of crosses (1, 3, 6, 10, … as shown under the sheet); the highest total wins.</source>
        <translation>La partida termina en el acto, incluso entre las dos acciones, cuando alguien anota su cuarto fallo o cuando se han cerrado dos filas. Cada fila puntúa según su número de cruces (1, 3, 6, 10, … como indica la tabla bajo la hoja); gana el total más alto.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="531"/>
        <source>a player takes a misthrow</source>
        <translation>alguien anota un fallo</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="532"/>
        <source>a player&apos;s misthrows reach {count}</source>
        <translation>los fallos de alguien llegan a {count}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="536"/>
        <source>a row is locked</source>
        <translation>se cierra una fila</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="537"/>
        <source>the locked rows reach {count}</source>
        <translation>las filas cerradas llegan a {count}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="539"/>
        <source>The game ends at once, even between the two actions, when {misthrows} or when {rows}. Each row scores by its number of crosses ({points}, … as shown under the sheet); the highest total wins.</source>
        <translation>La partida termina en el acto, incluso entre las dos acciones, cuando {misthrows} o cuando {rows}. Cada fila puntúa según su número de cruces ({points}, … como indica la tabla bajo la hoja); gana el total más alto.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="512"/>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="514"/>
        <source>Off (reduced motion)</source>
        <translation>Sin animaciones (menos movimiento)</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="515"/>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="522"/>
        <source>Fast</source>
        <translation>Rápido</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="516"/>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="523"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="517"/>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="524"/>
        <source>Slow</source>
        <translation>Lento</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="521"/>
        <source>Instant</source>
        <translation>Instantáneo</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="532"/>
        <source>Like the system</source>
        <translation>Como el sistema</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="533"/>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="534"/>
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="538"/>
        <source>Colour-blind friendly row colours</source>
        <translation>Colores de fila aptos para daltonismo</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="541"/>
        <source>High contrast</source>
        <translation>Alto contraste</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="544"/>
        <source>Darker text and numbers, solid edges round the cells and buttons. With the theme like the system&apos;s, it is also on while your system asks for high contrast.</source>
        <translation>Texto y números más oscuros, y bordes marcados en las casillas y los botones. Con el tema como el sistema, también está activo mientras tu sistema pida alto contraste.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="552"/>
        <source>Coach: each player&apos;s chance to win (or expected score)</source>
        <translation>Entrenador: probabilidad de ganar de cada jugador (o puntuación esperada)</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="556"/>
        <source>After each player&apos;s name, the coach&apos;s estimate of their chance to win; in games where it estimates scores, their expected final score.</source>
        <translation>Junto al nombre de cada jugador, la estimación del entrenador de su probabilidad de ganar; en los juegos en los que estima puntuaciones, su puntuación final esperada.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="562"/>
        <source>Play sounds</source>
        <translation>Reproducir sonidos</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="568"/>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="584"/>
        <source>Volume</source>
        <translation>Volumen</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="570"/>
        <source>Silent while another application is in front</source>
        <translation>En silencio mientras otra aplicación esté delante</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="576"/>
        <source>Animations</source>
        <translation>Animaciones</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="577"/>
        <source>Computer players&apos; pace</source>
        <translation>Ritmo de los jugadores del ordenador</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="578"/>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="579"/>
        <source>Theme</source>
        <translation>Tema</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/dialogs.py" line="583"/>
        <source>Sound</source>
        <translation>Sonido</translation>
    </message>
</context>
<context>
    <name>Sheet</name>
    <message>
        <location filename="../../qwixx_desktop/ui/paper.py" line="176"/>
        <source>Sheet of {name}</source>
        <translation>Hoja de {name}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/paper.py" line="516"/>
        <source>computer, {level}</source>
        <translation>ordenador, {level}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/paper.py" line="519"/>
        <source>winner</source>
        <translation>gana</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/paper.py" line="521"/>
        <source>deciding</source>
        <translation>decidiendo</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/paper.py" line="523"/>
        <source>decided ✓</source>
        <translation>ha decidido ✓</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/sheet.py" line="286"/>
        <source>lucky numbers</source>
        <translation>números afortunados</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/sheet.py" line="897"/>
        <source>misthrows ({penalty} each)</source>
        <translation>fallos ({penalty} cada uno)</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/sheet.py" line="920"/>
        <source>crosses</source>
        <translation>cruces</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/sheet.py" line="925"/>
        <source>points</source>
        <translation>puntos</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/sheet.py" line="1001"/>
        <source>board</source>
        <translation>tablero</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_sheet.py" line="795"/>
        <location filename="../../qwixx_desktop/ui/sheet.py" line="954"/>
        <source>total</source>
        <translation>total</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../../qwixx_desktop/ui/stats_dialog.py" line="157"/>
        <source>{game} · house rules ({rules})</source>
        <translation>{game} · reglas de la casa ({rules})</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/stats_dialog.py" line="302"/>
        <location filename="../../qwixx_desktop/ui/stats_dialog.py" line="527"/>
        <location filename="../../qwixx_desktop/ui/stats_dialog.py" line="935"/>
        <location filename="../../qwixx_desktop/ui/stats_dialog.py" line="963"/>
        <source>Reading the statistics…</source>
        <translation>Leyendo las estadísticas…</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/stats_dialog.py" line="529"/>
        <source>No finished games yet.</source>
        <translation>Aún no hay partidas terminadas.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/stats_dialog.py" line="554"/>
        <source>games, oldest to newest, in stretches of {count} in a row</source>
        <translation>partidas, de la más antigua a la más reciente, en tramos de {count} seguidas</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/stats_dialog.py" line="558"/>
        <source>games, oldest to newest</source>
        <translation>partidas, de la más antigua a la más reciente</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/stats_dialog.py" line="471"/>
        <source>average; shaded: the middle half of the scores</source>
        <translation>media; sombreado: la mitad central de las puntuaciones</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/stats_dialog.py" line="473"/>
        <source>the average score of each stretch</source>
        <translation>la puntuación media de cada tramo</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/stats_dialog.py" line="474"/>
        <source>played with hints</source>
        <translation>jugada con pistas</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/stats_dialog.py" line="691"/>
        <source>people only</source>
        <translation>solo personas</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/stats_dialog.py" line="697"/>
        <source>1 day</source>
        <translation>1 día</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/stats_dialog.py" line="697"/>
        <source>{count} days</source>
        <translation>{count} días</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/stats_dialog.py" line="906"/>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/stats_dialog.py" line="916"/>
        <source>By game</source>
        <translation>Por juego</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/stats_dialog.py" line="917"/>
        <source>By strongest computer opponent</source>
        <translation>Por rival del ordenador más fuerte</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/stats_dialog.py" line="300"/>
        <location filename="../../qwixx_desktop/ui/stats_dialog.py" line="918"/>
        <source>Score history</source>
        <translation>Historial de puntuaciones</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/stats_dialog.py" line="919"/>
        <source>Daily challenge</source>
        <translation>Reto diario</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/stats_dialog.py" line="927"/>
        <source>Reset statistics…</source>
        <translation>Restablecer estadísticas…</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/stats_dialog.py" line="928"/>
        <source>Show:</source>
        <translation>Mostrar:</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/stats_dialog.py" line="930"/>
        <source>No games yet: play a game to its end and its results show here.</source>
        <translation>Aún no hay partidas: juega una partida hasta el final y sus resultados aparecerán aquí.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/stats_dialog.py" line="984"/>
        <source>Could not read the statistics: {error}</source>
        <translation>No se pudieron leer las estadísticas: {error}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/stats_dialog.py" line="997"/>
        <source>All games</source>
        <translation>Todos los juegos</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/stats_dialog.py" line="884"/>
        <location filename="../../qwixx_desktop/ui/stats_dialog.py" line="888"/>
        <location filename="../../qwixx_desktop/ui/stats_dialog.py" line="1008"/>
        <location filename="../../qwixx_desktop/ui/stats_dialog.py" line="1082"/>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/stats_dialog.py" line="306"/>
        <source>The recent games score higher than the earlier ones.</source>
        <translation>Las partidas recientes puntúan más que las anteriores.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/stats_dialog.py" line="307"/>
        <source>The recent games score lower than the earlier ones.</source>
        <translation>Las partidas recientes puntúan menos que las anteriores.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/stats_dialog.py" line="311"/>
        <source>{game}: {games}; latest score {latest}, best {best}, average {average}.</source>
        <translation>{game}: {games}; última puntuación {latest}, mejor {best}, media {average}.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/stats_dialog.py" line="318"/>
        <source>1 game</source>
        <translation>1 partida</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/stats_dialog.py" line="319"/>
        <source>{count} games</source>
        <translation>{count} partidas</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/stats_dialog.py" line="908"/>
        <source>A game counts as won when a person at the table has the highest score (ties included); its score is the best score of the people at the table. In a network game only your own seat counts. The level is the strongest computer opponent at the table. Only games with at least one person are recorded.</source>
        <translation>Una partida cuenta como ganada cuando una persona de la mesa tiene la puntuación más alta (empates incluidos); su puntuación es la mejor de las personas de la mesa. En una partida en red solo cuenta tu propio puesto. El nivel es el del rival del ordenador más fuerte de la mesa. Solo se registran las partidas con al menos una persona.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/stats_dialog.py" line="1010"/>
        <source>Games recorded: {count}.</source>
        <translation>Partidas registradas: {count}.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/stats_dialog.py" line="1015"/>
        <source>1 damaged line in the file was skipped.</source>
        <translation>Se omitió 1 línea dañada del archivo.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/stats_dialog.py" line="1016"/>
        <source>{count} damaged lines in the file were skipped.</source>
        <translation>Se omitieron {count} líneas dañadas del archivo.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/stats_dialog.py" line="1021"/>
        <source>1 game recorded by a newer version of Qwixx Desktop is not shown.</source>
        <translation>No se muestra 1 partida registrada por una versión más reciente de Qwixx Desktop.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/stats_dialog.py" line="1025"/>
        <source>{count} games recorded by a newer version of Qwixx Desktop are not shown.</source>
        <translation>No se muestran {count} partidas registradas por una versión más reciente de Qwixx Desktop.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/stats_dialog.py" line="1072"/>
        <source>Streak: {days} in a row; the longest: {longest}.</source>
        <translation>Racha: {days}; la más larga: {longest}.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/stats_dialog.py" line="1076"/>
        <source>No daily challenge played yet (Game → Daily challenge).</source>
        <translation>Aún no has jugado ningún reto diario (Partida → Reto diario).</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/stats_dialog.py" line="1083"/>
        <source>Days played</source>
        <translation>Días jugados</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/stats_dialog.py" line="1085"/>
        <source>Beat the expert</source>
        <translation>Ganados al experto</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/stats_dialog.py" line="1086"/>
        <source>Last day</source>
        <translation>Último día</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/stats_dialog.py" line="1108"/>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/stats_dialog.py" line="1117"/>
        <source>Played</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/stats_dialog.py" line="1118"/>
        <source>Won</source>
        <translation>Ganadas</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/stats_dialog.py" line="1119"/>
        <source>Win rate</source>
        <translation>% ganadas</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/stats_dialog.py" line="1084"/>
        <location filename="../../qwixx_desktop/ui/stats_dialog.py" line="1120"/>
        <source>Best</source>
        <translation>Mejor</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/stats_dialog.py" line="1121"/>
        <source>Average</source>
        <translation>Media</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/stats_dialog.py" line="1122"/>
        <source>With hints</source>
        <translation>Con pistas</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/stats_dialog.py" line="1145"/>
        <location filename="../../qwixx_desktop/ui/stats_dialog.py" line="1166"/>
        <source>Reset statistics</source>
        <translation>Restablecer estadísticas</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/stats_dialog.py" line="1148"/>
        <source>Forget the recorded game? This cannot be undone.</source>
        <translation>¿Olvidar la partida registrada? No se puede deshacer.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/stats_dialog.py" line="1149"/>
        <source>Forget all {count} recorded games? This cannot be undone.</source>
        <translation>¿Olvidar las {count} partidas registradas? No se puede deshacer.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/stats_dialog.py" line="1167"/>
        <source>Could not delete {file}: {error}</source>
        <translation>No se pudo borrar {file}: {error}</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="458"/>
        <source>That is {owner}&apos;s sheet. {name} decides now.</source>
        <translation>Esa es la hoja de {owner}. Ahora decide {name}.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="1228"/>
        <source>Nothing to undo: the dice have been rolled since.</source>
        <translation>Nada que deshacer: ya se han vuelto a tirar los dados.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="569"/>
        <source>{name} took back the last decision.</source>
        <translation>{name} ha deshecho su última decisión.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="455"/>
        <source>That is {owner}&apos;s sheet. You decide on your own sheet now.</source>
        <translation>Esa es la hoja de {owner}. Ahora decides en tu propia hoja.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="568"/>
        <source>You took back your last decision.</source>
        <translation>Has deshecho tu última decisión.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="1233"/>
        <source>Nothing to undo.</source>
        <translation>No hay nada que deshacer.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="1225"/>
        <source>Nothing to undo while the table moves.</source>
        <translation>No se puede deshacer mientras la mesa se mueve.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="1227"/>
        <source>The game is over: its decisions stand.</source>
        <translation>La partida ha terminado: sus decisiones se mantienen.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="1229"/>
        <source>Nothing to undo: other players&apos; choices have been shown since.</source>
        <translation>No hay nada que deshacer: desde entonces se han mostrado las elecciones de otros jugadores.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="740"/>
        <source>That move is not offered now.</source>
        <translation>Esa jugada no está disponible ahora.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="228"/>
        <source>Now only the white sum {total} may be crossed (in any open row).</source>
        <translation>Ahora solo se puede tachar la suma blanca {total} (en cualquier fila abierta).</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="232"/>
        <source>{number} is not a white die plus the {colour} die.</source>
        <translation>{number} no es un dado blanco más el dado {colour}.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="251"/>
        <source>The {row_colour} row is locked.</source>
        <translation>La fila {row_colour} está cerrada.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="252"/>
        <source>Numbers are crossed from left to right: {number} is not right of your last {row_colour} cross.</source>
        <translation>Se tacha de izquierda a derecha: {number} no está a la derecha de tu última cruz en la fila {row_colour}.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="242"/>
        <source>{number} locks the {row_colour} row: you need {needed} crosses there first.</source>
        <translation>{number} cierra la fila {row_colour}: antes necesitas {needed} cruces en ella.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="51"/>
        <source>{names} locked the {colour} row together! Its die leaves the game.</source>
        <comment>the names end with you: Ana, Ben and you</comment>
        <translation>¡{names} cerrasteis juntos la fila {colour}! Su dado sale del juego.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="239"/>
        <source>{number} locks the {row_colour} row: you need 1 cross there first.</source>
        <translation>{number} cierra la fila {row_colour}: antes necesitas 1 cruz en ella.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="257"/>
        <source>Only {active}, the active player, may use a colour die now.</source>
        <translation>Solo {active}, el jugador activo, puede usar ahora un dado de color.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="260"/>
        <source>The {colour} die has left the game.</source>
        <translation>El dado {colour} ha salido del juego.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="261"/>
        <source>You have decided on the white sum; the others are still deciding.</source>
        <translation>Ya has decidido sobre la suma blanca; los demás aún están decidiendo.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="264"/>
        <source>Roll the dice first.</source>
        <translation>Primero tira los dados.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="266"/>
        <source>The {row_colour} row has no {number}.</source>
        <translation>La fila {row_colour} no tiene {number}.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="771"/>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="265"/>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="268"/>
        <source>That move is not allowed now.</source>
        <translation>Esa jugada no está permitida ahora.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="278"/>
        <source>The lock is crossed together with the row&apos;s last number.</source>
        <translation>El candado se tacha junto con el último número de la fila.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="279"/>
        <source>Misthrows are marked for you when the active player crosses nothing.</source>
        <translation>Los fallos se anotan solos cuando el jugador activo no tacha nada.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/longo_texts.py" line="45"/>
        <source>The white sum {total} is your lucky number! Cross one of the lucky cells, or pass.</source>
        <translation>¡La suma blanca {total} es tu número afortunado! Tacha una de las casillas afortunadas, o pasa.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/longo_texts.py" line="51"/>
        <source>The white sum {total} is your lucky number! Cross the lucky cell, or pass.</source>
        <translation>¡La suma blanca {total} es tu número afortunado! Tacha la casilla afortunada, o pasa.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/longo_texts.py" line="58"/>
        <source>The white sum {total} is your lucky number! Cross {total} or one of the lucky cells, or pass.</source>
        <translation>¡La suma blanca {total} es tu número afortunado! Tacha {total} o una de las casillas afortunadas, o pasa.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/longo_texts.py" line="80"/>
        <source> or </source>
        <translation> o </translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/longo_texts.py" line="81"/>
        <source>{colour} {number}</source>
        <translation>el {number} {colour}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/longo_texts.py" line="90"/>
        <source>The white sum {total} is your lucky number, but the lucky cell would be {cells}, which locks its row and needs {needed} cross there first. Cross {total} in one row, or pass.</source>
        <translation>La suma blanca {total} es tu número afortunado, pero la casilla afortunada sería {cells}, que cierra su fila: antes necesitas {needed} cruz en ella. Tacha {total} en una fila, o pasa.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/longo_texts.py" line="96"/>
        <source>The white sum {total} is your lucky number, but the lucky cell would be {cells}, which locks its row and needs {needed} crosses there first. Cross {total} in one row, or pass.</source>
        <translation>La suma blanca {total} es tu número afortunado, pero la casilla afortunada sería {cells}, que cierra su fila: antes necesitas {needed} cruces en ella. Tacha {total} en una fila, o pasa.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/longo_texts.py" line="106"/>
        <source>The white sum {total} is your lucky number, but the lucky cell would be {cells}, which locks its row and needs {needed} cross there first. Pass.</source>
        <translation>La suma blanca {total} es tu número afortunado, pero la casilla afortunada sería {cells}, que cierra su fila: antes necesitas {needed} cruz en ella. Pasa.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/longo_texts.py" line="111"/>
        <source>The white sum {total} is your lucky number, but the lucky cell would be {cells}, which locks its row and needs {needed} crosses there first. Pass.</source>
        <translation>La suma blanca {total} es tu número afortunado, pero la casilla afortunada sería {cells}, que cierra su fila: antes necesitas {needed} cruces en ella. Pasa.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/longo_texts.py" line="121"/>
        <source>Lucky numbers: when the white sum is one of them, you may instead cross the next number of one of your open rows with the fewest crosses (your choice on a tie).</source>
        <translation>Números afortunados: si la suma blanca es uno de ellos, puedes tachar en su lugar el siguiente número de una de tus filas abiertas con menos cruces (si hay empate, eliges tú).</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/longo_texts.py" line="155"/>
        <source>You crossed {colour} {number} (lucky number).</source>
        <translation>Tachaste el {number} {colour} (número afortunado).</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/longo_texts.py" line="156"/>
        <source>{name} crossed {colour} {number} (lucky number).</source>
        <translation>{name} tachó el {number} {colour} (número afortunado).</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/longo_texts.py" line="128"/>
        <source>The lock is crossed together with either of the row&apos;s last two numbers.</source>
        <translation>El candado se tacha junto con cualquiera de los dos últimos números de la fila.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="284"/>
        <source>Click a highlighted number to cross it.</source>
        <translation>Haz clic en un número resaltado para tacharlo.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="1206"/>
        <source>Roll the dice (R or the Roll button).</source>
        <translation>Tira los dados (R o el botón Tirar).</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/longo_texts.py" line="64"/>
        <source>The white sum {total} is your lucky number! Cross {total} or the lucky cell, or pass.</source>
        <translation>¡La suma blanca {total} es tu número afortunado! Tacha {total} o la casilla afortunada, o pasa.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="185"/>
        <source>Cross the white sum {total} in one row, or pass.</source>
        <translation>Tacha la suma blanca {total} en una fila, o pasa.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="188"/>
        <source>The white sum {total} fits none of your rows. Pass.</source>
        <translation>La suma blanca {total} no cabe en ninguna de tus filas. Pasa.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/onboard_texts.py" line="31"/>
        <source>Move your figure: click a highlighted square, or don&apos;t move.</source>
        <translation>Mueve tu figura: haz clic en una casilla resaltada, o no la muevas.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/onboard_texts.py" line="34"/>
        <source>Your figure cannot land on any square now. Don&apos;t move.</source>
        <translation>Ahora tu figura no puede caer en ninguna casilla. No la muevas.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/onboard_texts.py" line="37"/>
        <source>Cross one white die + one colour die, or go on to your figure.</source>
        <translation>Tacha un dado blanco + un dado de color, o pasa a tu figura.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/onboard_texts.py" line="40"/>
        <source>No colour sum fits. Go on to your figure.</source>
        <translation>No cabe ninguna suma de color. Pasa a tu figura.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="193"/>
        <source>Cross one white die + one colour die, or finish your turn.</source>
        <translation>Tacha un dado blanco + un dado de color, o termina tu turno.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="197"/>
        <source>No colour sum fits. Finish the turn (a misthrow).</source>
        <translation>No cabe ninguna suma de color. Termina el turno (un fallo).</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="198"/>
        <source>No colour sum fits. Finish your turn.</source>
        <translation>No cabe ninguna suma de color. Termina tu turno.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="199"/>
        <source>Your decision.</source>
        <translation>Tu decisión.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/onboard_texts.py" line="177"/>
        <source>Now move your figure: a highlighted square on the board, or don&apos;t move.</source>
        <translation>Ahora mueve tu figura: a una casilla resaltada del tablero, o no la muevas.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/onboard_texts.py" line="181"/>
        <source>Now {name} moves the figure: a highlighted square on the board, or don&apos;t move.</source>
        <translation>Ahora {name} mueve la figura: a una casilla resaltada del tablero, o no la mueve.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="709"/>
        <location filename="../../qwixx_desktop/ui/controller.py" line="767"/>
        <source>Start a game first (Game &gt; New).</source>
        <translation>Primero empieza una partida (Partida &gt; Nueva).</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="702"/>
        <source>The coach could not judge this position.</source>
        <translation>El entrenador no pudo valorar esta posición.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="632"/>
        <source>You made your decision again.</source>
        <translation>Has rehecho tu decisión.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="633"/>
        <source>{name} made their decision again.</source>
        <translation>{name} ha rehecho su decisión.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="711"/>
        <source>Nothing to hint: the game is over. The coach reviews it from the results.</source>
        <translation>No hay pistas: la partida ha terminado. El entrenador la analiza desde los resultados.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="715"/>
        <source>Nothing to hint yet: roll the dice first (R).</source>
        <translation>Aún no hay pistas: primero tira los dados (R).</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="717"/>
        <source>Nothing to hint: {name} is playing.</source>
        <translation>No hay pistas: está jugando {name}.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="720"/>
        <source>Nothing to hint now.</source>
        <translation>Ahora no hay pistas.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="773"/>
        <source>Just a moment: the dice are still rolling.</source>
        <translation>Un momento: los dados aún están rodando.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="777"/>
        <source>Roll the dice first (R).</source>
        <translation>Primero tira los dados (R).</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="778"/>
        <source>{name} rolls the dice first (R).</source>
        <translation>Primero {name} tira los dados (R).</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="781"/>
        <source>Wait: {name} is playing.</source>
        <translation>Espera: está jugando {name}.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="1238"/>
        <source>A network game has no undo: each decision goes to the table at once.</source>
        <translation>Una partida en red no se puede deshacer: cada decisión llega a la mesa al instante.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="1247"/>
        <source>Nothing to redo while the table moves.</source>
        <translation>No se puede rehacer mientras la mesa se mueve.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="1249"/>
        <source>Nothing to redo: the game has moved on since the undo.</source>
        <translation>No hay nada que rehacer: la partida ha seguido desde que se deshizo.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="1251"/>
        <source>Nothing to redo.</source>
        <translation>No hay nada que rehacer.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="217"/>
        <source>Decide first: cross a highlighted number or pass.</source>
        <translation>Decide primero: tacha un número resaltado o pasa.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="784"/>
        <source>Not now.</source>
        <translation>Ahora no.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="965"/>
        <source>{name} could not decide and passes.</source>
        <translation>{name} no pudo decidir y pasa.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="346"/>
        <source>You crossed nothing: misthrow {count} of {boxes}.</source>
        <translation>No tachaste nada: fallo {count} de {boxes}.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="347"/>
        <source>{name} crossed nothing: misthrow {count} of {boxes}.</source>
        <translation>{name} no tachó nada: fallo {count} de {boxes}.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="354"/>
        <source>You crossed {colour} {number}.</source>
        <translation>Tachaste el {number} {colour}.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="355"/>
        <source>{name} crossed {colour} {number}.</source>
        <translation>{name} tachó el {number} {colour}.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/onboard_texts.py" line="99"/>
        <source>You moved to square {square}.</source>
        <translation>Moviste tu figura a la casilla {square}.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/onboard_texts.py" line="100"/>
        <source>{name} moved to square {square}.</source>
        <translation>{name} movió su figura a la casilla {square}.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/onboard_texts.py" line="106"/>
        <source>You reached the last squares. Last round: every other player has one more turn.</source>
        <translation>Llegaste a las últimas casillas. Última ronda: los demás jugadores juegan un turno más.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/onboard_texts.py" line="111"/>
        <source>{name} reached the last squares. Last round: every other player has one more turn.</source>
        <translation>{name} llegó a las últimas casillas. Última ronda: los demás jugadores juegan un turno más.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/gamelog.py" line="106"/>
        <source>Your turn.</source>
        <translation>Tu turno.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="41"/>
        <source>You locked the {colour} row! Its die leaves the game.</source>
        <translation>¡Cerraste la fila {colour}! Su dado sale del juego.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="42"/>
        <source>{name} locked the {colour} row! Its die leaves the game.</source>
        <translation>¡{name} cerró la fila {colour}! Su dado sale del juego.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="46"/>
        <source>{names} locked the {colour} row together! Its die leaves the game.</source>
        <translation>¡{names} cerraron juntos la fila {colour}! Su dado sale del juego.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/gamelog.py" line="169"/>
        <source>Game over. You scored {points} point.</source>
        <translation>Fin de la partida. Has conseguido {points} punto.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/gamelog.py" line="170"/>
        <source>Game over. You scored {points} points.</source>
        <translation>Fin de la partida. Has conseguido {points} puntos.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/gamelog.py" line="174"/>
        <source>Game over. {name} scored {points} point.</source>
        <translation>Fin de la partida. {name} ha conseguido {points} punto.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/gamelog.py" line="175"/>
        <source>Game over. {name} scored {points} points.</source>
        <translation>Fin de la partida. {name} ha conseguido {points} puntos.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/gamelog.py" line="182"/>
        <source>Game over. A tie between {names} with {points} point each.</source>
        <translation>Fin de la partida. Empate entre {names} con {points} punto cada uno.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/gamelog.py" line="183"/>
        <source>Game over. A tie between {names} with {points} points each.</source>
        <translation>Fin de la partida. Empate entre {names} con {points} puntos cada uno.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/gamelog.py" line="189"/>
        <source>Game over. You win with {points} point.</source>
        <translation>Fin de la partida. Ganas con {points} punto.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/gamelog.py" line="190"/>
        <source>Game over. You win with {points} points.</source>
        <translation>Fin de la partida. Ganas con {points} puntos.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/gamelog.py" line="194"/>
        <source>Game over. Winner: {name} with {points} point.</source>
        <translation>Fin de la partida. Gana {name} con {points} punto.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/gamelog.py" line="195"/>
        <source>Game over. Winner: {name} with {points} points.</source>
        <translation>Fin de la partida. Gana {name} con {points} puntos.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/gamelog.py" line="107"/>
        <source>Turn: {name}.</source>
        <translation>Turno de {name}.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="1202"/>
        <source>Reviewing the game: move the slider to step through it.</source>
        <translation>Repasando la partida: mueve el control deslizante para recorrerla.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="1204"/>
        <source>Game over.</source>
        <translation>Fin de la partida.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="1208"/>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="207"/>
        <location filename="../../qwixx_desktop/ui/dice.py" line="123"/>
        <source>Rolling…</source>
        <translation>Tirando…</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/controller.py" line="1215"/>
        <source>{name} is rolling…</source>
        <translation>{name} está tirando…</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="203"/>
        <source>The computer players are choosing on the white sum…</source>
        <translation>Los jugadores del ordenador eligen sobre la suma blanca…</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/onboard_texts.py" line="45"/>
        <source>{name} is moving their figure…</source>
        <translation>{name} está moviendo su figura…</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="204"/>
        <location filename="../../qwixx_desktop/ui/qwantum_texts.py" line="313"/>
        <source>{name} is choosing a colour…</source>
        <translation>{name} está eligiendo un color…</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/onboard_texts.py" line="51"/>
        <source>Don&apos;t move</source>
        <translation>No mover</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/onboard_texts.py" line="52"/>
        <source>Don&apos;t move (misthrow)</source>
        <translation>No mover (fallo)</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/onboard_texts.py" line="54"/>
        <source>On to the figure</source>
        <translation>Ir a la figura</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="212"/>
        <source>Done</source>
        <translation>Hecho</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="213"/>
        <source>Pass (misthrow)</source>
        <translation>Pasar (fallo)</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_texts.py" line="214"/>
        <location filename="../../qwixx_desktop/ui/table.py" line="1164"/>
        <source>Pass</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/onboard_texts.py" line="59"/>
        <source>The board bonus: the bonus beside your figure&apos;s square, added to your total.</source>
        <translation>Los puntos adicionales del tablero: los que aparecen junto a la casilla de tu figura, sumados a tu total.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/onboard_texts.py" line="170"/>
        <source>Only {active}, the active player, moves a figure now.</source>
        <translation>Ahora solo {active}, el jugador activo, mueve una figura.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/onboard_texts.py" line="187"/>
        <source>The figure moves after the crosses, as the active player&apos;s third action.</source>
        <translation>La figura se mueve después de tachar, como tercera acción del jugador activo.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/onboard_texts.py" line="191"/>
        <source>Figures never go back to the start.</source>
        <translation>Las figuras nunca vuelven a la salida.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/onboard_texts.py" line="193"/>
        <source>Figures only move forward: square {square} is behind the figure.</source>
        <translation>Las figuras solo avanzan: la casilla {square} está detrás de la figura.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/onboard_texts.py" line="197"/>
        <source>Square {square} holds another figure: only one figure per square.</source>
        <translation>En la casilla {square} hay otra figura: solo cabe una figura por casilla.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/onboard_texts.py" line="201"/>
        <source>Square {square} is too far: a figure moves 1 to 5 free squares (squares with a figure are jumped and not counted).</source>
        <translation>La casilla {square} está demasiado lejos: una figura avanza de 1 a 5 casillas libres (las casillas con figura se saltan y no cuentan).</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/onboard_texts.py" line="208"/>
        <source>Square {square} shows {colour} {number}: a figure lands there only if that number is crossed on your sheet or may be crossed now.</source>
        <translation>La casilla {square} muestra el {number} {colour}: una figura solo puede caer ahí si ese número está tachado en tu hoja o se puede tachar ahora.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/table.py" line="938"/>
        <source>Roll the dice</source>
        <translation>Tirar los dados</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/table.py" line="939"/>
        <source>Roll</source>
        <translation>Tirar</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/table.py" line="940"/>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/table.py" line="941"/>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/table.py" line="942"/>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/table.py" line="945"/>
        <source>The coach shows the best move now (the game is marked as played with hints in the statistics).</source>
        <translation>El entrenador muestra ahora la mejor jugada (la partida queda marcada como jugada con pistas en las estadísticas).</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/table.py" line="953"/>
        <source>Game log</source>
        <translation>Registro de la partida</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_tutorial.py" line="51"/>
        <source>Your turn to roll: click Roll the dice.</source>
        <translation>Te toca tirar: haz clic en Tirar los dados.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_tutorial.py" line="56"/>
        <source>You start. Click Roll the dice: two white dice and four colour dice are thrown.</source>
        <translation>Empiezas tú. Haz clic en Tirar los dados: se lanzan dos dados blancos y cuatro de colores.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_tutorial.py" line="64"/>
        <source>The two white dice add up to 2. That sum is for everyone: each player may cross it in one row. Cross the red 2.</source>
        <translation>Los dos dados blancos suman 2. Esa suma es para todos: cada jugador puede tacharla en una fila. Tacha el 2 rojo.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_tutorial.py" line="73"/>
        <source>Now a second chance, only for the player who rolled: one white die plus one colour die, in that colour&apos;s row. White 1 + red 2 = 3: cross the red 3.</source>
        <translation>Ahora una segunda oportunidad, solo para quien ha tirado: un dado blanco más un dado de color, en la fila de ese color. Blanco 1 + rojo 2 = 3: tacha el 3 rojo.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_tutorial.py" line="82"/>
        <source>The computer rolled, but the white sum is yours too. Crossing the red 5 skips the 4: numbers you skip are lost for good, so skip as few as you can.</source>
        <translation>Ha tirado el ordenador, pero la suma blanca también es tuya. Si tachas el 5 rojo te saltas el 4: los números que te saltas se pierden para siempre, así que sáltate los menos posibles.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_tutorial.py" line="92"/>
        <source>White sum 6: cross the red 6, right after your 5.</source>
        <translation>Suma blanca 6: tacha el 6 rojo, justo después de tu 5.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_tutorial.py" line="97"/>
        <source>White 3 + red 4 = 7. A row&apos;s points grow fast with every cross: five crosses score 15, seven score 28.</source>
        <translation>Blanco 3 + rojo 4 = 7. Los puntos de una fila crecen rápido con cada cruz: cinco cruces valen 15, siete valen 28.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_tutorial.py" line="106"/>
        <source>With five crosses in red you may cross its last number, 12. That locks the row for everyone: the lock counts as a cross and the red die leaves the game. A second locked row ends the game.</source>
        <translation>Con cinco cruces en la fila roja puedes tachar su último número, el 12. Así cierras la fila para todos: el candado cuenta como una cruz y el dado rojo sale del juego. Una segunda fila cerrada termina la partida.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_tutorial.py" line="115"/>
        <source>A 7 would skip five numbers in any row. Nobody has to cross: click Pass.</source>
        <translation>Un 7 se saltaría cinco números en cualquier fila. Nadie está obligado a tachar: haz clic en Pasar.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/crossing_tutorial.py" line="120"/>
        <source>You rolled and crossed nothing, so passing now costs a misthrow: -5 points. A fourth misthrow ends the game. Click Pass.</source>
        <translation>Has tirado y no has tachado nada, así que pasar ahora te cuesta un fallo: −5 puntos. El cuarto fallo termina la partida. Haz clic en Pasar.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/longo_tutorial.py" line="16"/>
        <source>&lt;ul&gt;&lt;li&gt;The dice have eight sides: red and yellow run 2 to 16, green and blue 16 to 2.&lt;/li&gt;&lt;li&gt;{lock}&lt;/li&gt;&lt;li&gt;Each sheet has two lucky numbers (the gold circles). When the white sum is one of yours you may, instead of crossing it, cross the next number of one of your open rows with the fewest crosses (marked with a star).&lt;/li&gt;&lt;li&gt;Everything else is as in Qwixx.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;ul&gt;&lt;li&gt;Los dados tienen ocho caras: el rojo y el amarillo van del 2 al 16, el verde y el azul del 16 al 2.&lt;/li&gt;&lt;li&gt;{lock}&lt;/li&gt;&lt;li&gt;Cada hoja tiene dos números afortunados (los círculos dorados). Cuando la suma blanca es uno de los tuyos, en lugar de tacharla puedes tachar el siguiente número de una de tus filas abiertas con menos cruces (marcado con una estrella).&lt;/li&gt;&lt;li&gt;Todo lo demás es como en Qwixx.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/longo_tutorial.py" line="30"/>
        <source>A row locks with either of its last two numbers, after at least six crosses in it.</source>
        <translation>Una fila se cierra con cualquiera de sus dos últimos números, cuando ya tiene al menos seis cruces.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/longo_tutorial.py" line="35"/>
        <source>A row locks with either of its last two numbers, even as its first cross.</source>
        <translation>Una fila se cierra con cualquiera de sus dos últimos números, incluso con su primera cruz.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/longo_tutorial.py" line="40"/>
        <source>A row locks with either of its last two numbers, after at least {count} cross in it.</source>
        <translation>Una fila se cierra con cualquiera de sus dos últimos números, cuando ya tiene al menos {count} cruz.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/longo_tutorial.py" line="44"/>
        <source>A row locks with either of its last two numbers, after at least {count} crosses in it.</source>
        <translation>Una fila se cierra con cualquiera de sus dos últimos números, cuando ya tiene al menos {count} cruces.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/longo_tutorial.py" line="54"/>
        <source>You start. Click Roll the dice: Longo&apos;s dice have eight sides, so the rows run from 2 to 16.</source>
        <translation>Empiezas tú. Haz clic en Tirar los dados: los dados de Longo tienen ocho caras, así que las filas van del 2 al 16.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/longo_tutorial.py" line="63"/>
        <source>The white dice add up to 3. That sum is for everyone: each player may cross it in one row. Cross the red 3.</source>
        <translation>Los dados blancos suman 3. Esa suma es para todos: cada jugador puede tacharla en una fila. Tacha el 3 rojo.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/longo_tutorial.py" line="72"/>
        <source>As the player who rolled you may also cross one white die plus one colour die in that colour&apos;s row: white 1 + red 3 = 4.</source>
        <translation>Como has tirado tú, también puedes tachar un dado blanco más un dado de color en la fila de ese color: blanco 1 + rojo 3 = 4.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/longo_tutorial.py" line="81"/>
        <source>The white sum is 13, one of your two lucky numbers (the gold circles on your sheet). Instead of crossing 13 you may cross the next number of a row with the fewest crosses (each such number has a star): cross the yellow 2.</source>
        <translation>La suma blanca es 13, uno de tus dos números afortunados (los círculos dorados de tu hoja). En lugar de tachar el 13 puedes tachar el siguiente número de una fila con menos cruces (cada uno de esos números lleva una estrella): tacha el 2 amarillo.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/longo_tutorial.py" line="93"/>
        <source>5 is lucky too, and it works every time it comes up. Here the plain cross is better: cross the red 5, right after your 4.</source>
        <translation>El 5 también es afortunado, y funciona cada vez que sale. Aquí es mejor la cruz normal: tacha el 5 rojo, justo después de tu 4.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/longo_tutorial.py" line="102"/>
        <source>White 3 + red 3 = 6. In Longo a row locks with either of its last two numbers (15 or 16 in red), once it has six crosses.</source>
        <translation>Blanco 3 + rojo 3 = 6. En Longo una fila se cierra con cualquiera de sus dos últimos números (15 o 16 en la roja), cuando ya tiene seis cruces.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/onboard_tutorial.py" line="40"/>
        <source>&lt;ul&gt;&lt;li&gt;Everyone has a figure on a shared track of 40 squares.&lt;/li&gt;&lt;li&gt;After crossing, the player who rolled may move their figure 1 to 5 free squares onto a square whose coloured number they have crossed, or cross as they land.&lt;/li&gt;&lt;li&gt;The bonus beside the figure&apos;s square is added to the score at the end.&lt;/li&gt;&lt;li&gt;When a figure reaches the last five squares, everyone else has one more turn, then the game ends.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;ul&gt;&lt;li&gt;Cada jugador tiene una figura en un recorrido común de 40 casillas.&lt;/li&gt;&lt;li&gt;Después de tachar, quien ha tirado puede avanzar su figura de 1 a 5 casillas libres hasta una casilla cuyo número de color ya haya tachado, o que tache al llegar.&lt;/li&gt;&lt;li&gt;Los puntos adicionales junto a la casilla de la figura se suman a la puntuación al final.&lt;/li&gt;&lt;li&gt;Cuando una figura llega a las cinco últimas casillas, los demás juegan un turno más y la partida termina.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/onboard_tutorial.py" line="53"/>
        <source>You start. Click Roll the dice. On Board plays like Qwixx, plus a figure on the board.</source>
        <translation>Empiezas tú. Haz clic en Tirar los dados. On Board se juega como Qwixx, más una figura en el tablero.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/onboard_tutorial.py" line="62"/>
        <source>The white dice add up to 3: every player may cross that sum in one row. Cross the yellow 3.</source>
        <translation>Los dados blancos suman 3: cada jugador puede tachar esa suma en una fila. Tacha el 3 amarillo.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/onboard_tutorial.py" line="71"/>
        <source>As the player who rolled you may add one white die to one colour die: white 2 + yellow 3 = 5. Cross the yellow 5.</source>
        <translation>Como has tirado tú, puedes sumar un dado blanco y un dado de color: blanco 2 + amarillo 3 = 5. Tacha el 5 amarillo.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/onboard_tutorial.py" line="79"/>
        <source>Now your figure may move 1 to 5 free squares, onto a square whose number you have crossed in its colour. Square 5 is the yellow 5: move there.</source>
        <translation>Ahora tu figura puede avanzar de 1 a 5 casillas libres, hasta una casilla cuyo número hayas tachado en su color. La casilla 5 es el 5 amarillo: ve allí.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/onboard_tutorial.py" line="89"/>
        <source>The computer rolled; its white sum 6 is yours too. Cross the yellow 6.</source>
        <translation>Ha tirado el ordenador; su suma blanca 6 también es tuya. Tacha el 6 amarillo.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/onboard_tutorial.py" line="98"/>
        <source>White sum 7: cross the yellow 7.</source>
        <translation>Suma blanca 7: tacha el 7 amarillo.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/onboard_tutorial.py" line="101"/>
        <source>No colour sum is worth it here: click On to the figure. You crossed a number already, so there is no misthrow.</source>
        <translation>Aquí ninguna suma de color merece la pena: haz clic en Ir a la figura. Ya has tachado un número, así que no hay fallo.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/onboard_tutorial.py" line="109"/>
        <source>Square 9 shows the yellow 7 you just crossed. The number beside a square is its bonus, added to your score at the end: the further, the more. Move to square 9.</source>
        <translation>La casilla 9 muestra el 7 amarillo que acabas de tachar. El número junto a una casilla son sus puntos adicionales, que se suman a tu puntuación al final: cuanto más lejos, más. Ve a la casilla 9.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_tutorial.py" line="54"/>
        <source>&lt;ul&gt;&lt;li&gt;One white die and six special dice whose faces have a colour and a number.&lt;/li&gt;&lt;li&gt;The player who rolled may throw any of the dice again, once.&lt;/li&gt;&lt;li&gt;A colour&apos;s value is the white die plus the special dice showing that colour. You write values into four rows instead of crossing numbers.&lt;/li&gt;&lt;li&gt;Each row rises up to its thick line, then falls.&lt;/li&gt;&lt;li&gt;The player who rolled may write one colour&apos;s value; then everyone, them included, may write one of the other colours.&lt;/li&gt;&lt;li&gt;A full column scores its second-lowest distinct number (5, 5, 8, 9 scores 8); misthrows cost 1, 2, 3… points.&lt;/li&gt;&lt;li&gt;The game ends when a sheet is full or at a fifth misthrow.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;ul&gt;&lt;li&gt;Un dado blanco y seis dados especiales cuyas caras tienen un color y un número.&lt;/li&gt;&lt;li&gt;Quien ha tirado puede volver a tirar los dados que quiera, una vez.&lt;/li&gt;&lt;li&gt;El valor de un color es el dado blanco más los dados especiales que muestran ese color. En lugar de tachar números, escribes valores en cuatro filas.&lt;/li&gt;&lt;li&gt;Cada fila sube hasta su línea gruesa y después baja.&lt;/li&gt;&lt;li&gt;Quien ha tirado puede escribir el valor de un color; después todos, también quien ha tirado, pueden escribir el de uno de los otros colores.&lt;/li&gt;&lt;li&gt;Una columna completa puntúa su segundo número distinto más bajo (5, 5, 8, 9 vale 8); los fallos cuestan 1, 2, 3… puntos.&lt;/li&gt;&lt;li&gt;La partida termina cuando una hoja está llena o con el quinto fallo.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_tutorial.py" line="70"/>
        <source>You start. Click Roll the dice: one white die and six special dice, each face a colour and a number.</source>
        <translation>Empiezas tú. Haz clic en Tirar los dados: un dado blanco y seis dados especiales, cada cara con un color y un número.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_tutorial.py" line="78"/>
        <source>The white die counts in every colour, and a 6 makes every value big. The player who rolled may throw any dice again, once: click the white die, then Re-roll.</source>
        <translation>El dado blanco cuenta en todos los colores, y un 6 hace grandes todos los valores. Quien ha tirado puede volver a tirar los dados que quiera, una vez: haz clic en el dado blanco y luego en Volver a tirar.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_tutorial.py" line="87"/>
        <source>A colour&apos;s value is the white die plus the special dice showing that colour (the values are under the dice). As the player who rolled you write first: the yellow 2 into the yellow row.</source>
        <translation>El valor de un color es el dado blanco más los dados especiales que muestran ese color (los valores están bajo los dados). Como has tirado tú, escribes primero: el 2 amarillo en la fila amarilla.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_tutorial.py" line="96"/>
        <source>Now everyone writes one of the other colours. Rows rise: each value must be higher than the one before it, up to the thick line; after it they fall. Start low: write the violet 3.</source>
        <translation>Ahora todos escriben uno de los otros colores. Las filas suben: cada valor debe ser mayor que el anterior hasta la línea gruesa; después bajan. Empieza bajo: escribe el 3 violeta.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_tutorial.py" line="105"/>
        <source>The computer rolled and wrote; now everyone writes one of the other colours. Blue is not on any die, so it is the white die alone: write the blue 1.</source>
        <translation>El ordenador ha tirado y ha escrito; ahora todos escriben uno de los otros colores. El azul no sale en ningún dado, así que vale solo el dado blanco: escribe el 1 azul.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_tutorial.py" line="113"/>
        <source>These values suit you: click Keep all dice instead of re-rolling.</source>
        <translation>Estos valores te vienen bien: haz clic en Conservar todos los dados en lugar de volver a tirar.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_tutorial.py" line="119"/>
        <source>Write the red 5. That fills the first column, and a full column scores at once its second-lowest number: 1, 2, 3, 5 scores 2.</source>
        <translation>Escribe el 5 rojo. Así completas la primera columna, y una columna completa puntúa al momento su segundo número más bajo: 1, 2, 3, 5 puntúa 2.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/qwantum_tutorial.py" line="127"/>
        <source>Violet 6 is higher than your violet 3, so it may follow it: the row rises.</source>
        <translation>El 6 violeta es mayor que tu 3 violeta, así que puede ir detrás: la fila sube.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/tutorial.py" line="93"/>
        <source>Not now: this lesson asks for something else.</source>
        <translation>Ahora no: esta lección te pide otra cosa.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/tutorial.py" line="150"/>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/tutorial.py" line="151"/>
        <source>Computer</source>
        <translation>Ordenador</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/tutorial.py" line="162"/>
        <source>Tutorial: {game}. Follow the lessons in the bubbles.</source>
        <translation>Tutorial: {game}. Sigue las lecciones de los globos.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/tutorial.py" line="225"/>
        <source>Skip tutorial</source>
        <translation>Saltar el tutorial</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/tutorial.py" line="226"/>
        <source>Play on</source>
        <translation>Seguir jugando</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/tutorial.py" line="393"/>
        <source>Learn to play</source>
        <translation>Aprende a jugar</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/tutorial.py" line="395"/>
        <source>New to these games? Learn one in a short game against the computer: each rule is explained when it first matters, and you make the moves.</source>
        <translation>¿Eres nuevo en estos juegos? Aprende uno con una partida corta contra el ordenador: cada regla se explica cuando importa por primera vez, y las jugadas las haces tú.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/tutorial.py" line="401"/>
        <source>A short game against the computer: each rule is explained when it first matters, and you make the moves. Which game?</source>
        <translation>Una partida corta contra el ordenador: cada regla se explica cuando importa por primera vez, y las jugadas las haces tú. ¿Qué juego?</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/tutorial.py" line="411"/>
        <source>No, thanks</source>
        <translation>No, gracias</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/tutorial.py" line="413"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/tutorial.py" line="462"/>
        <source>Got it</source>
        <translation>Entendido</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/tutorial.py" line="466"/>
        <source>{game}: what&apos;s different from Qwixx</source>
        <translation>{game}: qué cambia respecto a Qwixx</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/tutorial.py" line="538"/>
        <source>&amp;Learn to play…</source>
        <translation>&amp;Aprende a jugar…</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/tutorial.py" line="539"/>
        <source>&amp;What&apos;s different in this game</source>
        <translation>&amp;Qué cambia en este juego</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/tutorial.py" line="603"/>
        <source>Start the tutorial</source>
        <translation>Empezar el tutorial</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/tutorial.py" line="656"/>
        <source>Tutorial skipped: this game goes on as a normal game.</source>
        <translation>Tutorial saltado: esta partida sigue como una partida normal.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/tutorial.py" line="699"/>
        <source>Well done!</source>
        <translation>¡Muy bien!</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/tutorial.py" line="700"/>
        <source>That&apos;s the tutorial. This game now goes on as a normal game against the computer: play it to the end, the highest total wins.</source>
        <translation>Ese era el tutorial. Ahora esta partida sigue como una partida normal contra el ordenador: juégala hasta el final; gana el total más alto.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/tutorial.py" line="710"/>
        <source>Lesson {number} of {count}</source>
        <translation>Lección {number} de {count}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/tutorial.py" line="719"/>
        <source>The computer&apos;s turn: watch its moves.</source>
        <translation>Le toca al ordenador: mira sus jugadas.</translation>
    </message>
</context>
<context>
    <name>Window</name>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="453"/>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="454"/>
        <source>&amp;Play</source>
        <translation>&amp;Jugar</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="455"/>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="457"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="458"/>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="459"/>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="460"/>
        <source>Save &amp;as…</source>
        <translation>Guardar c&amp;omo…</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="463"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="464"/>
        <source>&amp;Roll the dice</source>
        <translation>&amp;Tirar los dados</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="465"/>
        <source>&amp;Pass / Done</source>
        <translation>&amp;Pasar / Hecho</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="466"/>
        <source>&amp;Undo my last decision</source>
        <translation>&amp;Deshacer mi última decisión</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="467"/>
        <source>R&amp;edo my decision</source>
        <translation>&amp;Rehacer mi decisión</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="468"/>
        <source>&amp;Hint: the coach&apos;s move</source>
        <translation>P&amp;ista: la jugada del entrenador</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="469"/>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Estadísticas…</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="470"/>
        <source>&amp;Daily challenge…</source>
        <translation>&amp;Reto diario…</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="471"/>
        <source>&amp;Host a network game…</source>
        <translation>&amp;Crear una partida en red…</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="472"/>
        <source>&amp;Join a network game…</source>
        <translation>&amp;Unirse a una partida en red…</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="473"/>
        <source>Your net&amp;work table…</source>
        <translation>Tu &amp;mesa en red…</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="474"/>
        <source>Se&amp;ttings…</source>
        <translation>Aj&amp;ustes…</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="475"/>
        <source>&amp;Rules</source>
        <translation>&amp;Reglas</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="476"/>
        <source>&amp;About Qwixx Desktop</source>
        <translation>A&amp;cerca de Qwixx Desktop</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="575"/>
        <source>The remembered house rules cannot be used; this game has the standard rules.</source>
        <translation>Las reglas de la casa guardadas no se pueden usar; esta partida tiene las reglas estándar.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="595"/>
        <source>Start a new game</source>
        <translation>Empezar una partida nueva</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="607"/>
        <source>That game cannot be set up with these players.</source>
        <translation>Esa partida no se puede preparar con estos jugadores.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="635"/>
        <location filename="../../qwixx_desktop/ui/window.py" line="636"/>
        <source>Abandon this game?</source>
        <translation>¿Abandonar esta partida?</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="637"/>
        <source>This game is not finished. To play it later, keep playing and save it first (Game → Save).</source>
        <translation>Esta partida no ha terminado. Para jugarla más tarde, sigue jugando y guárdala antes (Partida → Guardar).</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="657"/>
        <source>Keep playing</source>
        <translation>Seguir jugando</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="792"/>
        <source>Play the daily challenge</source>
        <translation>Jugar el reto diario</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="876"/>
        <source>Could not record the game in the statistics: {error}</source>
        <translation>No se pudo registrar la partida en las estadísticas: {error}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="915"/>
        <source>Autosave failed: this game cannot be written to a file.</source>
        <translation>Falló el guardado automático: esta partida no se puede escribir en un archivo.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="1121"/>
        <source>game</source>
        <comment>the file name Save as… offers</comment>
        <translation>partida</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="1197"/>
        <source>qwixx-sheets</source>
        <comment>the file name Export offers</comment>
        <translation>qwixx-hojas</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="1276"/>
        <source>qwixx-pads</source>
        <comment>the file name Print blank pads offers</comment>
        <translation>qwixx-hojas-en-blanco</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="1336"/>
        <source>A PDF is still being saved: try again once it is done.</source>
        <translation>Todavía se está guardando un PDF: vuelve a intentarlo cuando termine.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="1358"/>
        <source>Saving {file}…</source>
        <translation>Guardando {file}…</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="1573"/>
        <source>The saved game was damaged and cannot be resumed.</source>
        <translation>La partida guardada estaba dañada y no se puede reanudar.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="1574"/>
        <source>The settings file was damaged; the default settings are used.</source>
        <translation>El archivo de ajustes estaba dañado; se usan los ajustes predeterminados.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="1577"/>
        <source>The statistics file was damaged; the games that could be read are kept.</source>
        <translation>El archivo de estadísticas estaba dañado; se conservan las partidas que se pudieron leer.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="1580"/>
        <source>The file that kept your seat at a network game was damaged; that seat cannot be taken back.</source>
        <translation>El archivo que guardaba tu puesto en una partida en red estaba dañado; ese puesto no se puede recuperar.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="1588"/>
        <source>Autosave is off.</source>
        <translation>El guardado automático está desactivado.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="1059"/>
        <source>Open the saved game</source>
        <translation>Abrir la partida guardada</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="150"/>
        <source>{file} is too big to be its data</source>
        <translation>{file} es demasiado grande para ser sus datos</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="152"/>
        <source>{file} does not describe its dice as it should ({detail})</source>
        <translation>{file} no describe sus dados como debe ({detail})</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="155"/>
        <source>{file} is damaged: it is not JSON text</source>
        <translation>{file} está dañado: no es texto JSON</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="156"/>
        <source>{game} cannot be played: {reason}</source>
        <translation>No se puede jugar a {game}: {reason}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="179"/>
        <source>The file was kept as {file} in the folder {folder}.</source>
        <translation>El archivo se conservó como {file} en la carpeta {folder}.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="183"/>
        <source>The file {file} in the folder {folder} could not be moved aside ({error}), so it was left as it is.</source>
        <translation>El archivo {file} de la carpeta {folder} no se pudo apartar ({error}), así que se dejó como estaba.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="1468"/>
        <source>&lt;h3&gt;Qwixx Desktop {version}&lt;/h3&gt;&lt;p&gt;{games} against computer opponents, or with friends at one computer.&lt;/p&gt;&lt;p&gt;A fan-made program; Qwixx is a game by Steffen Benndorf.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Qwixx Desktop {version}&lt;/h3&gt;&lt;p&gt;{games} contra jugadores del ordenador, o con amigos en un mismo ordenador.&lt;/p&gt;&lt;p&gt;Un programa hecho por aficionados; Qwixx es un juego de Steffen Benndorf.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="1487"/>
        <source>The settings cannot be saved in {file}: your changes last until you quit.</source>
        <translation>No se pueden guardar los ajustes en {file}: tus cambios duran hasta que salgas.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="1595"/>
        <source>Opened {file}. A daily challenge opened from a file is practice: it does not change your daily record.</source>
        <translation>Abierto {file}. Un reto diario abierto desde un archivo es práctica: no cambia tu registro diario.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="1618"/>
        <source>Could not write {file}: {error}.</source>
        <translation>No se pudo escribir {file}: {error}.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="1620"/>
        <source>Could not read {file}: {error}.</source>
        <translation>No se pudo leer {file}: {error}.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="1624"/>
        <location filename="../../qwixx_desktop/ui/window.py" line="1633"/>
        <source>Could not read {file}.</source>
        <translation>No se pudo leer {file}.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="1634"/>
        <source>{file} is too big to be a Qwixx Desktop game.</source>
        <translation>{file} es demasiado grande para ser una partida de Qwixx Desktop.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="1635"/>
        <source>This game cannot be written to a file.</source>
        <translation>Esta partida no se puede escribir en un archivo.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="1636"/>
        <source>A network game can be saved once it is over: until then its dice are the host&apos;s secret.</source>
        <translation>Una partida en red se puede guardar cuando termina: hasta entonces sus dados son secreto del anfitrión.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="1641"/>
        <source>{file} is not a Qwixx Desktop game.</source>
        <translation>{file} no es una partida de Qwixx Desktop.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="1642"/>
        <source>{file} is incomplete: it was cut short, perhaps by a full disk or a copy that stopped.</source>
        <translation>{file} está incompleto: se cortó antes de terminar, quizá por un disco lleno o una copia que se interrumpió.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="1647"/>
        <source>{file} cannot be opened: its game, players or house rules are not ones this version of Qwixx Desktop can play.</source>
        <translation>No se puede abrir {file}: esta versión de Qwixx Desktop no puede jugar su juego, sus jugadores o sus reglas de la casa.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="1652"/>
        <source>{file} comes from a newer Qwixx Desktop: update the app to open it.</source>
        <translation>{file} viene de un Qwixx Desktop más reciente: actualiza la aplicación para abrirlo.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="1623"/>
        <source>Could not write {file}.</source>
        <translation>No se pudo escribir {file}.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="1656"/>
        <source>{file} is damaged: its game cannot be replayed.</source>
        <translation>{file} está dañado: su partida no se puede reproducir.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="1672"/>
        <source>No font on this computer has some letters of {names}: they print as �.</source>
        <translation>Ninguna fuente de este ordenador tiene algunas letras de {names}: se imprimen como �.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="1683"/>
        <source>That many sheets per page do not fit legibly on this paper.</source>
        <translation>Tantas hojas por página no caben legibles en este papel.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="1684"/>
        <source>Could not make {file}.</source>
        <translation>No se pudo crear {file}.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="908"/>
        <source>Autosave failed: {error}</source>
        <translation>Falló el guardado automático: {error}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/names.py" line="67"/>
        <source>House rules: {rules}</source>
        <translation>Reglas de la casa: {rules}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="170"/>
        <source>The board {file} cannot be used: {reason}</source>
        <translation>No se puede usar el tablero {file}: {reason}</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="461"/>
        <source>&amp;Print blank pads…</source>
        <translation>&amp;Imprimir hojas en blanco…</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="462"/>
        <source>&amp;Export this game…</source>
        <translation>E&amp;xportar esta partida…</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="981"/>
        <source>The app&apos;s data folder {folder} cannot be used ({error}). Until you quit, the saved game and statistics go to a temporary folder; they will not be there at the next start.</source>
        <translation>No se puede usar la carpeta de datos de la aplicación {folder} ({error}). Hasta que salgas, la partida guardada y las estadísticas van a una carpeta temporal; no estarán allí la próxima vez que abras la aplicación.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="1009"/>
        <source>Resumed the unfinished game.</source>
        <translation>Se ha reanudado la partida sin terminar.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="1045"/>
        <source>Qwixx Desktop games (*.qwixx.json *.json)</source>
        <translation>Partidas de Qwixx Desktop (*.qwixx.json *.json)</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="1051"/>
        <source>Open a saved game</source>
        <translation>Abrir una partida guardada</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="1081"/>
        <source>{file} has computer players of a level this version does not know: {levels}.</source>
        <translation>{file} tiene jugadores del ordenador de un nivel que esta versión no conoce: {levels}.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="1601"/>
        <source>Opened {file}.</source>
        <translation>Abierto {file}.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="1129"/>
        <source>Save the game</source>
        <translation>Guardar la partida</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="1151"/>
        <source>Saved to {file}.</source>
        <translation>Guardado en {file}.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="1196"/>
        <source>Export the sheets</source>
        <translation>Exportar las hojas</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="1179"/>
        <source>PDF files (*.pdf)</source>
        <translation>Archivos PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="1231"/>
        <source>Exported 1 sheet to {file}.</source>
        <translation>Exportada 1 hoja a {file}.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="1232"/>
        <source>Exported {count} sheets to {file}.</source>
        <translation>Exportadas {count} hojas a {file}.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="1275"/>
        <source>Save the blank pads</source>
        <translation>Guardar las hojas en blanco</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="1317"/>
        <source>Saved 1 blank sheet to {file}.</source>
        <translation>Guardada 1 hoja en blanco en {file}.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="1318"/>
        <source>Saved {count} blank sheets to {file}.</source>
        <translation>Guardadas {count} hojas en blanco en {file}.</translation>
    </message>
    <message>
        <location filename="../../qwixx_desktop/ui/window.py" line="1467"/>
        <source>About Qwixx Desktop</source>
        <translation>Acerca de Qwixx Desktop</translation>
    </message>
</context>
</TS>
