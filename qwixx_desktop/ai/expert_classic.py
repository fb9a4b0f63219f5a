"""Classic Qwixx levels `hard` and `expert`, built on the exact value tables (`solo_table`).

Solo, `expert` plays the solo-optimal strategy: points now plus the solo table's expected
points to come. Against opponents, maximising one's own expected score in a long game loses
(that table plans for a game only it can end), so the expert switches to:

* the *hazard* tables: the same Bellman equation solved with a chance after every turn that
  the game ends anyway, as opponents can end it. How soon depends on the whole table. 1v1
  its own future comes from the lock-race models (`classic_phase`): the tables solved with
  the opponent's lock distance as a phase, the game ending as it was seen to end in games
  against strong bots (13 % a turn when the opponent can lock, none when it is five crosses
  away or more); the opponent's future from the 0.9 table (`HAZARD_CONTINUATION`). With three
  to five players every player's future comes from the cycle models (`classic_cycle`): the
  game solved with the other players' rolls, on which one may take only the white sum, read
  at the roll of the cycle that comes next and by the game's stage (`game_stage`: calm while
  no row is closed, nobody can lock a row and nobody has three misthrows; late; last once a
  row is closed or someone has three misthrows);
* the probability of winning as the value of a move: my estimated final score (points after
  the move + what the table expects to come) against each opponent's, from their own sheet
  (my lock closes the row for them too), each margin a normal distribution whose spread grows
  with the points still to come (1v1 from a floor: see below); the product over the
  opponents. (The margins all share my score, so the true chance is the expectation over my
  score of that product; integrating it (Gauss-Hermite) changed few moves and won no more
  against two or three skip2 bots: -0.3 +- 0.3 pp with 3 players, paired, 4 500 games; -0.3
  with 4.)
* exact values for moves that end the game (a second lock, a fourth misthrow): the scores are
  final, so it is a win (1), a tie (1/2) or a loss (0). So it locks a row to end a game it
  leads, never locks into a loss, and takes a game-ending misthrow only when that wins.

All six dice are visible in action 1, so the active player's action-1 move is valued together
with the best action 2 those dice leave. Other players' simultaneous crosses are not
anticipated.

Close calls between the best moves the expert looks at a turn deeper: `classic_search`.

Also measured with 3 players against skip2 and not kept (paired, 4 500 games each): a wider
spread (1.4: -0.2 +- 0.2 pp); the 0.93 table while nobody has four crosses in a row, before
the 0.9 one (-0.6 +- 0.9); one table whose turns are the player's own only one in three, the
others offering just the white sum (continuation 0.93: -1.3 +- 1.0).

Before the cycle models served three and five players too (session 20, below), those counts
read the 0.9 table while calm and a 0.87 one after, and each opponent's points to come counted
1.2 times what the table expects: the table's short game is a way to decide, not a forecast
(from positions of 4-player games against skip2, the players then scored 1.2-1.6 times the
table's estimate, the expert itself the most), and a lock or a cross that denies one weighed
more.
Paired on the same dice against skip2 bots (seed 31, 2 000 sets of one game per seat):
3 players +0.5 +- 0.4 pp (58.8 % -> 59.3 % +- 1.3, 1.78x the fair share), 4 players +0.1 +-
0.4 (49.1 % -> 49.2 % +- 1.3, 1.97x; seed 32, 1 000 sets: +0.3 +- 0.5), 5 players -0.3 +-
0.3 (44.3 % -> 44.0 % +- 1.3, 2.20x). 1.4 instead: 3 players +0.6 +- 0.6, 4 players +0.2 +-
0.7 (1 000 sets) and -0.2 +- 0.7 (seed 32); 1.35 while calm, as measured there, with 4
players -0.2 +- 0.3. Seed 32, 3 players: +0.3 +- 0.4 (59.7 % -> 60.0 %). 1v1 it is not
used: its moves are the same (2 000 pairs against skip2 and against odds: +0.0 +- 0.0).

Where it loses with 4 players (600 games, seed 31): in 55 % of its losses the others locked
two or more rows and it none (it wins 10 % of those games), in 15 % the game ended on
another player's fourth misthrow; 29 % of its losses are by 30 points or more. Short games
are not its weak spot (58 % won of those under 20 rolls, 51 % of those over 30). Measured
at 4 players before the factor and not kept (paired, 1 000 sets, seed 31, 95 %): a bonus
for a white cross as the non-active player (+1 point: -0.3 +- 0.4; -1: +0.0 +- 0.4; the
search re-values late and close moves without it; the expert takes 99 % of the white
crosses that skip nothing, 47 % of those skipping two, 30 % of those skipping three);
tables interpolated or extrapolated between the solved ones: late 0.84 (-0.8 +- 0.9) or
0.885 (-0.1 +- 0.7), 0.84 only once a row is closed or two rows can lock (-0.6 +- 0.9),
calm 0.915 (-0.1 +- 0.9) or 0.885 (-0.2 +- 0.6), calm until someone has six crosses in a
row (-0.0 +- 0.7); the non-active player's decisions valued with a table 0.03 longer (-2.1
+- 1.4) or shorter (-2.3 +- 1.3; 0.015 shorter: -0.2 +- 0.8), the active player's 0.03
shorter (-0.0 +- 0.4); 3 extra points against each own misthrow (-0.0 +- 0.3); spread 0.9
or 1.3 (-0.1 +- 0.2, +0.0 +- 0.2); a quarter of its own points to come added to (or taken
from) every margin (-0.5 +- 1.0, -1.3 +- 1.1). (Commit 7918f51 has these knobs.)

Measured later with 3 and 4 players and not kept (paired against skip2 bots, seed 31, 500
sets of one game per seat, 95 %; 4 players 51.8 % +- 2.6 before, 3 players 59.4 % +- 2.6):
a cost per number the non-active player's white cross skips (4 players: 0.5 point +0.1 +-
0.2 pp, -0.5 +0.2 +- 0.5, 1.5 -1.0 +- 0.8, -1.5 -12.8 +- 2.1; 3 players: 0.5 +0.2 +- 0.4,
-0.5 -0.5 +- 0.8); points for each of its rows ready to lock (4 players: 0.5 -0.0 +- 0.6, 1
-0.4 +- 0.9, 2 -0.6 +- 1.1, -2 -4.3 +- 1.5; 3 players: 1 -0.3 +- 1.0), or only while its
points lead (4 players: 2 -0.1 +- 1.1, 4 -2.2 +- 1.3); a share of a row's points to come
counted lost while another player can lock it (mine, and the opponents' rows that I or a
third player can lock; 4 players: 0.1 +0.4 +- 1.1, 0.15 +0.6 +- 1.3 but over 2 000 sets
+0.1 +- 0.6 (49.2 % -> 49.3 % +- 1.3), 0.3 -2.3 +- 1.7, 0.6 -10.0 +- 2.2, -0.2 -6.2 +- 1.6;
3 players: 0.1 -0.4 +- 1.3, 0.15 -1.8 +- 1.6); the calm table only while nobody has four
crosses in a row (4 players -0.9 +- 1.0, 3 players -0.4 +- 1.1). Where the 4-player games
go (1 200 games, seed 31): it has a row ready to lock in 98 % of them, yet locks none in
42 %; where the others crossed two or more lock boxes and it none (29 % of the games) it
wins 7 %, where it locks a row 74 %. So readiness is not what it lacks, but its lock
numbers (12, 2) coming before the others'. (Commit ef8f97d has these knobs and the
search's below.)

Also measured with 3-5 players, and not kept: tables that know whose roll it is (`cycle_solver`,
`Style.cycle_continuation`, on a side branch whose code was not kept). The game solved as one of N
players sees it: on the N - 1 rolls between its own the player may only take the white sum
(or pass, no misthrow), the game going on after every roll with a continuation per roll; each
sheet read in the phase of the next roll. About 4 minutes and 2.4 GB per player count and
continuation on one core; 8-bit tables 2.9 MB per phase, so a calm/late pair is 17.7 MB for 3
players, 23.7 for 4 and 29.7 for 5. Paired against skip2 bots (seed 31, 500 sets of one game
per seat, 95 %; the games last 25.6 rolls on average with 4 players, 24.0 with 3): 4 players,
one continuation 0.91 -4.4 +- 2.2 pp, 0.93 -1.1 +- 1.8, 0.95 -2.3 +- 1.6; 0.95 while calm
and 0.93 once not +0.0 +- 1.3 (0.95/0.91 -1.0 +- 1.6, 0.93/0.91 -2.3 +- 2.0, 0.97/0.93 -3.7 +-
1.9), with each opponent's future counted 1.4 times +0.9 +- 1.4 (1.0: +0.1 +- 1.3, 1.6: -0.2
+- 1.5); 3 players 0.95/0.93 +0.4 +- 1.8, with 1.4 +1.0 +- 1.8, 0.93 alone +0.1 +- 1.7. That
one (0.95/0.93, 1.4) over more sets: 4 players +0.8 +- 0.7 (49.2 % -> 50.0 % +- 1.3, 2.00x;
2 000 sets) and seed 32 +0.6 +- 1.0 (48.3 % -> 48.9 %, 1 000 sets), where the factor 1.4 alone
with today's tables gains +0.1 +- 0.4 (2 000 sets); 3 players +0.2 +- 0.9 (59.3 % -> 59.6 %,
2 000 sets) and seed 32 -0.8 +- 1.2 (59.9 % -> 59.1 %); 5 players +0.6 +- 0.9 (44.3 % ->
44.9 %, 1 000 sets). Decision time p99 2.7 ms with 4 players (2.2 today). So the structure
is worth about +0.7 pp with 4 players (+0.7 +- 0.7 against the factor alone, same 2 000 sets)
and nothing measurable with 3, for 18-30 MB of tables per player count.

Session 17: those tables rebuilt (`solo_solver.solve` with `white_rolls`, the game going on
once a cycle with the per-roll chance to the power of the players) and measured paired against
the expert of then on the same dice (skip2 bots, 2 000 sets of one game per seat, 95 %; exact
float tables first). 4 players, 0.95 a roll while calm and 0.93 once not, each opponent's
future counted 1.4 times +0.3 +- 0.7 pp, 1.6 -0.4 +- 0.8, 1.2 +0.8 +- 0.7, 1.1 +0.9 +- 0.7, 1.0
(as the models say) +1.0 +- 0.7 (seed 31: 49.2 % -> 50.2 %) and +1.0 +- 0.7 (seed 32: 50.2 % ->
51.1 %); as pairs-of-rows models (0.24-0.37 points off, 550 KB; shipped) +0.6 +- 0.7 on each
seed (49.8 % and 50.8 %; the exact tables against the models, paired: +0.5 +- 0.5 and +0.3 +-
0.5), and seed 33 +1.1 +- 0.7 (48.8 % -> 49.8 %). Other chances a roll (exact, factor 1.0, seed
31): 0.96 / 0.93 +0.3 +- 0.8, 0.95 / 0.94 +0.7 +- 0.7. 5 players (0.95 / 0.93, factor 1.0,
exact tables, seed 31): +0.6 +- 0.6 (44.0 % -> 44.6 %), as models (ten, 0.68 MB) +0.5 +- 0.6
(44.5 %) and seed 32 -0.0 +- 0.7 (45.0 %); not shipped (no gain shown, and that goal is met). 3
players (seed 32), per roll 0.95 / 0.93: factor 1.0 +0.3 +- 0.8, 1.2 +0.1 +- 0.9; 0.97 / 0.93
-3.5 +- 1.2 (1.2: -4.3 +- 1.2); 0.95 / 0.91 +0.3 +- 0.8; 0.93 / 0.91 -1.2 +- 0.9 (1.2: -0.5 +-
0.8); so three players keep the hazard tables. 1v1, the lock-race models solved with the
opponent's roll in the cycle (my future after my turn read at its roll, after its roll at
mine), against `odds` (seed 21, 4 000 pairs): -1.6 +- 0.9 pp; with the opponent's future from a
two-roll cycle table at 0.9 -2.1 +- 1.0; at my own rolls only -0.9 +- 0.8, at its rolls only
-0.8 +- 0.7; scaled 0.85 -1.0 +- 0.8. The 1v1 expert keeps the lock-race models as they were.

Session 18, 4 players, paired against skip2 bots on the same dice over 10 000 sets of one game
per seat (95 %; a 4-player run of 10 000 sets takes about 3 minutes on two cores). The
session-17 models (one set of numbers per misthrow count) against the exact tables: -0.33 +-
0.22 pp (seed 41: 49.6 % against 49.9 %) and -0.32 +- 0.22 (seed 42: 50.1 % against 50.4 %).
The models are least exact late in the game (0.7 points RMS) and once a row is locked (0.8),
where a third row changes what a pair is worth; with a set per misthrow count, locked row and
progress band (`pairs_model.Grouping`) they are 0.11-0.19 points off (0.24 late) and gain
+0.25 +- 0.20 (seed 41), +0.24 +- 0.20 (seed 42), and, as built in the package, +0.30 +- 0.19
(seed 43: 50.3 % -> 50.6 %); with five progress bands +0.27 +- 0.21 (seed 41). In the 1-step
values of the exact tables, the old models' moves cost 0.99 of a win over 600 games, the
grouped ones' 0.40. A third stage of the game (`game_stage`: a row closed or someone at three
misthrows), exact tables, against the two-stage exact tables (seed 41): per roll 0.95 / 0.93 /
0.92 +0.21 +- 0.10, / 0.91 +0.29 +- 0.13, / 0.90 +0.31 +- 0.16; 0.95 / 0.94 / 0.93 +0.26 +-
0.18; 0.95 / 0.94 / 0.91 +0.52 +- 0.22 (50.4 %) and seed 42 +0.21 +- 0.22 (50.7 %); 0.95 /
0.94 / 0.90 +0.50 +- 0.23. Shipped: 0.95 / 0.94 / 0.91 as grouped models (`classic_cycle`),
against the session-17 expert +0.73 +- 0.26 (seed 41: 49.6 % -> 50.3 %), +0.35 +- 0.26 (seed
42: 50.1 % -> 50.5 %), +0.43 +- 0.26 (seed 43: 50.3 % -> 50.7 %) and +0.51 +- 0.26 (seed 44:
50.5 % -> 51.0 %); the four seeds together +0.51 +- 0.13 pp, 50.6 % +- 0.3, 2.03x the fair
share (2.01-2.04). Decision time with 4 players p99 1.1 ms (CPU, 30 games, a loaded machine).

Session 20, 3 and 5 players, paired against skip2 bots on the same dice over 10 000 sets of
one game per seat (95 %). The cycle tables in place of the hazard tables (0.9 while calm, then
0.87, each opponent's future 1.2 times), exact float tables, three stages: with 3 players, per
roll 0.95 / 0.93 / 0.91 +0.55 +- 0.36 pp (seed 32: 59.0 % -> 59.5 %) and +0.58 +- 0.37 (seed
33: 58.7 % -> 59.3 %); each opponent's future 1.2 times +0.58 +- 0.39 (seed 32); 0.95 / 0.94 /
0.91 +0.38 +- 0.39, 0.95 / 0.93 / 0.90 +0.54 +- 0.37, 0.95 / 0.94 / 0.90 +0.41 +- 0.39, two
stages (0.95 / 0.93) +0.35 +- 0.36 (seed 32); with 5 players 0.95 / 0.93 / 0.91 +0.87 +- 0.30
(seed 32: 43.7 % -> 44.6 %), 0.95 / 0.94 / 0.91 +1.19 +- 0.29 (44.9 %). Shipped: four
players' stages, 0.95 / 0.94 / 0.91, for every count (the 3-player variants cannot be told
apart), as grouped models in steps of 1/16 point (`classic_cycle`), so the 0.87 table left the
package: 3 players +0.38 +- 0.40 (seed 32: 59.0 % -> 59.4 %) and +0.81 +- 0.39 (seed 33:
58.7 % -> 59.5 %, 1.79x the fair share; as models of 0.95 / 0.93 / 0.91 in steps of 1/32:
+0.45 +- 0.38, +0.53 +- 0.38); 5 players +0.97 +- 0.29 (seed 32: 43.7 % -> 44.7 %) and +1.05
+- 0.30 (seed 33: 43.6 % -> 44.7 %, 2.23x the fair share); 4 players (steps of 1/16 point
instead of 1/32) +0.02 +- 0.16 (seed 41: 50.3 %), -0.17 +- 0.16 (seed 42: 50.3 %) and
-0.02 +- 0.16 (seed 43: 50.7 %), together -0.06 +- 0.09 (2.01-2.03x). Decision time p99
(CPU, 30 games each against skip2 bots) 0.75 ms with 3 players, 1.1 ms with 4, 1.3 ms with 5.

1v1 a margin's spread has a floor: sqrt(5^2 + 1.1^2 * points to come) (`SPREAD_FLOOR`)
rather than 1.1 * sqrt(points to come) + 1. Late in a game the table expects few points to
come, yet one lock still swings a game by 10-20 points, so the old estimate was far too sure:
over the positions (at every roll, both players) of 3 000 games of the expert against `odds`
and `plan2`, where it said 98 % the players won 87 %, where it said 2 % they won 12 %, and the
best fitting spread was 1.5 while calm but 3.1 once not (a floor of 12-14 fits best of all:
log-likelihood -0.53 against -0.66; 5 with 1.1: -0.60). Paired on the same dice (95 %), floor 5
against none: against `odds` +0.5 +- 0.3 pp (60.1 % -> 60.6 % +- 1.1, seed 11, 2 500 pairs),
+0.6 +- 0.4 (seed 13), +0.3 +- 0.4 (seed 17); against `plan2` +0.2 +- 0.4 (70.8 % -> 71.0 %),
+0.2 +- 0.3, +0.5 +- 0.3 (71.4 %); against `skip2` +0.4 +- 0.4 (74.6 % -> 75.0 %, 2 000
pairs); against `hard` -0.1 +- 0.4 (64.4 % -> 64.3 %, 1 500 pairs). Solo and with three or
more players its moves are the same (the floor is 1v1 only); decision time p99 0.9 ms.
A floor with three players too (session 13; paired against two skip2 bots, seed 32, 2 000
sets, 60.0 % today): 5 +0.2 +- 0.3 pp, 10 -0.0 +- 0.4.
Larger floors 1v1 (session 23, where Longo's expert gained with 9-18; paired against floor 5
on the same dice, 10 000 pairs, 95 %): 10 +0.1 +- 0.3 pp against `odds` (seed 51: 61.5 % ->
61.6 %) and -0.1 +- 0.3 against `plan2` (seed 53: 71.6 % -> 71.5 %); 14 +0.3 +- 0.3 and -0.2
+- 0.3 against `odds` (seeds 51 and 57), -0.2 +- 0.3 against `plan2`. So 5 stays.
Screened, 1v1, paired (seed 11, 1 000 pairs; seed 13, 2 500 pairs; against odds, plan2): floor
5 with spread 1.2 +0.8 +- 0.5 and +0.3 +- 0.5 (seed 11), +0.5 +- 0.3 and +0.2 +- 0.3 (seed 13);
floor 8 with 1.1 +1.0 +- 0.8, -0.1 +- 0.7; with 1.3 +1.0 +- 0.7, +0.1 +- 0.7 (seed 13: +0.5 +-
0.5, +0.3 +- 0.4); 11 with 1.1 +0.9 +- 0.9, -0.3 +- 0.8; 14 with 1.5 (the best fit) +1.2 +-
0.8, -0.0 +- 0.8; 20 with 1.5 +0.7 +- 0.9, -0.3 +- 0.8; 3 with 1.3 (seed 13) +0.1 +- 0.2, +0.1
+- 0.2; 6.5 with 1.1 (seed 13) +0.5 +- 0.4, +0.2 +- 0.4; floor 5 while calm and 10 once not
(seed 13) +0.5 +- 0.6, -0.4 +- 0.5; the old spread while calm and floor 6 once not (seed 13)
+0.7 +- 0.4, +0.0 +- 0.4. A wider spread without a floor: 1.8 +0.0 +- 0.4, -0.1 +- 0.3; 2.9
-0.6 +- 0.5, -0.2 +- 0.4. So the win chances need not be calibrated, only not too sure late.

Also measured 1v1 and not kept: a continuous game length instead of the calm/late switch. The
mean rolls left, fitted on 3 600 games of the expert against odds, plan2 and itself by rows
closed, the most misthrows and the lock distance (`crossing_eval.lock_distance`; 10 rolls
left at distance 0 with no row closed and no misthrow, 23 at distance 10, 6.4 with a row
closed; calm positions 18.9 on average, late ones 8.0) gave turns = a + b * rolls left, the
continuation 1 - 1 / turns (clamped to 0.87-0.93) and the tables interpolated linearly between
the two nearest solved continuations (commit 6122877 has the fit script and the knobs).
Calibrated to the two tables' lengths at the calm and late means (a 6.9, b 0.39): -0.4 +- 1.1
pp against odds, -0.4 +- 0.9 against plan2; turns proportional to the rolls left (b 0.76):
-0.2 +- 1.4, -0.3 +- 1.2; flatter (a 10.6, b 0.2): -0.4 +- 1.2, -0.5 +- 1.1 (seed 11, 1 000
pairs). Where the expert loses against odds (1 200 games, 61 % won): 36 % of its losses are
games in which odds made both locks (18 % of the games; it wins 22 % of them, losing by 32
points on average), 32 % games of one lock each (28 %; it wins 55 %), 11 % games ended by its
own fourth misthrow after odds's lock (5 %; it wins 14 %). Against plan2 (72 % won) 41 %, 31 %
and 7 %.

A chance to win learned from games (session 13, commit 119ca3b holds the harness; measured,
not kept). Positions before every roll of 60 000 1v1 games of ten pairings (the expert against
odds, plan2, hard, skip2, itself and itself with 8 % random moves; odds against plan2 and hard),
each player's result (win 1, tie 1/2) fitted by a logistic over the expert's margin / spread
and 17 features of both sheets (the margin itself, whose roll is next, misthrows, rows closed,
rows ready to lock, the crosses each player still needs to be able to lock two rows) and used
for every unfinished outcome. It predicts far better than the normal margin (held-out cross
entropy 0.546 against 0.636), but 1v1 any rescaling of the margin's z ranks the moves as
before, so only the sheet features can change a move, and they do not win more. Paired on the
same dice (8 000 pairs, 95 %; today 61.6 % against odds, seed 21, and 71.3 % against plan2,
seed 23): fitted on every position -0.6 +- 0.6 pp (odds), -0.2 +- 0.5 (plan2); on the expert's
seat only, so that its own play is one policy (860 193 positions) +0.1 +- 0.5, +0.3 +- 0.4; on
its self-play only -1.5 +- 0.6 (odds); the margin's z, whose roll is next and the lock
distances alone (the expert's seat; cross entropy 0.547) -1.4 +- 0.6, -0.6 +- 0.5: getting
near two locks goes with winning but chasing it does not win. A tanh network (32 units) over
both sheets row by row predicts no better (0.547). With three players the normal product is
far too sure (cross entropy 0.967); a logistic over both margins and z's, the sum of the log
chances, whose roll is next, misthrows, lock distances and the square root of the own points
to come (1 471 708 positions of the expert's seat in 60 000 games against skip2, plan2 and
odds) predicts 0.557, yet against two skip2 bots -0.3 +- 0.9 pp (seed 31, 1 000 sets: 59.6 %)
and -0.3 +- 0.6 (seed 32, 2 000 sets: 60.0 %). So, as in Longo, a better forecast of who wins
does not choose better moves here: the moves are decided by the table's values of the own
sheet, and no feature of the position learned from games moved them for the better.

Risk-sensitive tables (session 14, commits fcd61bf and 0d2d2e5 hold the solver and harness;
measured, not kept). The hazard tables solved exactly under exponential utility: each key's
certainty equivalent (1/l) log E[exp(l * points to come)] for l = +-0.04 and +-0.12 at
continuations 0.9 and 0.93 (1.5 minutes a table on two cores). From the empty sheet (0.9): 38.1
points at l = 0, 75.6 at 0.04, 24.2 at -0.04, 135.3 at 0.12, 15.2 at -0.12. Most of the spread
of one's own points to come is the game's length, which both players share, so the certainty
equivalent mostly plays a longer or shorter game. 1v1 the expert read its own future at l =
-K z / sd of the position (risk-seeking behind, risk-averse ahead, as a normal margin asks),
interpolated between the tables. Paired on the same dice against `odds` (seed 21, 95 %):
K = 0.05 +0.1 +- 1.2 pp, 0.1 +0.0 +- 1.5, -0.05 +0.8 +- 1.2, -0.15 +0.1 +- 1.4 (1 000 pairs);
0.1 -0.1 +- 0.8, -0.1 +0.4 +- 0.6, -0.05 +0.6 +- 0.6 (4 000); K = -0.05 over 8 000 pairs
+0.1 +- 0.3 (odds), -0.3 +- 0.3 (`plan2`, seed 23). Strongly (K = 0.25, -13.7 +- 2.3; l capped
at 0.04, -11.6 +- 1.1; K = 0.5 capped at 0.02, -14.2 +- 1.1) it plays a short game when ahead
and a long one when behind, and that loses badly; the other way round (K = -0.5 capped at 0.005
or 0.01) +0.5 +- 0.7 and -0.2 +- 0.8. With one spread for every candidate (the position's):
K = 0 +0.5 +- 1.1, 0.1 +0.1 +- 1.6. The tables unquantised at l = 0 play as the shipped 8-bit
ones (8 000 pairs: -0.1 +- 0.4 against odds, +0.0 +- 0.3 against plan2): a third of a point's
steps cost nothing. With three players (tables at 0.87 and 0.9, z against the leading opponent,
commit 0d2d2e5; against two skip2 bots, seed 32, 2 000 sets, 60.0 % today): K = 0
+0.2 +- 0.5 pp, 0.05 -0.1 +- 0.8, -0.05 -0.2 +- 0.5, -0.1 -0.5 +- 0.5, 0.1 -4.0 +- 1.1, 0.25
-39.9 +- 1.4 (20.1 %): a long game played from behind loses there even faster.

Tables that know the opponent's lock distance (session 15, commit f90726e holds the harness;
shipped in session 16 as `classic_phase`, the pairs models below). From 10 000 1v1 games of
the expert against `odds`, `plan2` and itself, at each of its own rolls the opponent's lock
distance d (crosses it still needs to be able to end the game by locks; 0 for 36 % of the
rolls) and what follows by its next roll: d falls (from d = 1 to 0 in 56 % of them), or the
opponent ends the game (its lock or fourth misthrow: 13 % of the time at d = 0, 3 % at 1, 1 %
at 2, none from 5 on). The hazard table solved with d as a
phase (d = 0 ... 10 and over; the game going on, and d moving, as fitted; 11 solves of 2 minutes
on two cores): 30.6 points to come from the empty sheet at d = 0, 64.5 at 10 (the 0.93 table:
49.2). Paired on the same dice (seed 21 against `odds`, seed 23 against `plan2`, 95 %; 1 000
pairs against `odds` unless said): read for both players (the opponent's phase from my lock
distance) -5.8 +- 2.2 pp: each cross towards a lock then shortens the opponent's game, and the
expert rushes; the opponent's phase frozen at the position's -0.8 +- 2.0; for my own future only
(the opponent's from today's tables) +2.8 +- 1.6, over 4 000 pairs +1.4 +- 0.8 (`odds`) and
+0.7 +- 0.7 (`plan2`), but over 8 000 +0.3 +- 0.5 (`odds`); as a pairs-of-rows model of each
phase's value after a turn (`pairs_model`, 0.29-0.75 points RMS, 750 KB for all eleven) with the
opponent's future from the 0.9 table alone (so the 0.93 table could go): +0.4 +- 0.6 (`odds`)
and +0.5 +- 0.5 (`plan2`) over 8 000 pairs, +0.2 +- 0.9 against `skip2` and +0.3 +- 1.1 against
`hard` (2 000 pairs, seed 25). The 0.93 table alone for my own future: -0.7 +- 1.3. My own
future from tables with 0.04 more hazard in every phase (24.0 points at d = 0 ... 47.6 at 10):
-0.7 +- 1.0 and -0.5 +- 0.8 (4 000 pairs each).
So the opponent's sheet read into the game's length moves the 1v1 expert by about half a
point, short of the 64 % goal like the rest. Shipped (session 16: the same counts, solved and
fitted by `python -m qwixx_desktop.ai.classic_phase`; the 0.93 table left the package), paired
against the expert of then on the same dice (95 %): +0.4 +- 0.6 pp against `odds` (seed 21,
8 000 pairs: 61.6 % -> 61.9 % +- 0.6), +0.5 +- 0.5 against `plan2` (seed 23, 8 000 pairs:
71.3 % -> 71.9 % +- 0.6), +0.2 +- 0.9 against `skip2` (seed 25, 2 000 pairs: 74.9 % ->
75.1 %), +0.3 +- 1.1 against `hard` (seed 25: 65.1 % -> 65.5 %); together (odds and plan2)
+0.4 +- 0.4. Decision time p99 0.7 ms (CPU, 40 games against skip2). Measured with the
models and not kept (4 000 pairs against `odds`, seed 21, paired against the shipped expert):
its own future 1.08 times -0.4 +- 0.6, 0.93 times -0.6 +- 0.5; the opponent's future from the
models too, in my phase before my move (so that my crosses do not shorten its game) -2.7 +-
0.9; spread floor 8 +0.1 +- 0.4, floor 3 -0.0 +- 0.3, spread 1.3 +0.1 +- 0.2.
Session 21, 1v1 against `odds` (seed 51, 5 000 pairs, paired against the shipped expert, 95 %;
today 61.8 %), not kept: a share of a row's points to come counted lost while the other player
can lock it (five crosses, still open; the row's worth from the same model with the row
closed), for my rows 0.1 +0.0 +- 0.4 pp, 0.25 -0.9 +- 0.5, -0.1 -0.2 +- 0.3; for the
opponent's rows I can lock 0.1 -0.1 +- 0.5, 0.25 -1.4 +- 0.6, -0.1 -1.7 +- 0.6; both 0.1 -0.1 +-
0.6; the opponent's points to come 0.9 times -0.2 +- 0.3, 1.1 times +0.1 +- 0.4.
With three or more players the expert reads the hazard tables as before. Lock-race models for
3 players (counts from 6 000 games against two skip2 bots, the phase the two opponents' joint
lock distance, per row the best placed; at distance 0 the game ends 22 % of the time before
the expert's next roll), its own future from them and the opponents' as today, lost against
two skip2 bots (seed 32, 2 000 sets, paired): -3.1 +- 1.0 pp; times 1.2 (as the opponents'
futures count) -1.6 +- 0.9, 1.4 -1.7 +- 0.9, 1.7 -2.3 +- 1.0. The tables play every roll as
the player's own, and with three players two rolls in three offer it only the white sum, so
solved per own roll they probably undervalue its future there.

`hard` uses the same machinery with the solo table, counting only part of its future points
(`patience`), a cruder guess at how soon the game ends.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ..engine import PASS, AnyRules, Cross, Move, Phase
from ..engine.crossing import CrossRules, CrossState
from ..engine.variants import CLASSIC
from . import classic_cycle
from .classic_phase import load_phase_models, phase_of
from .kit import Bot
from .outlook import margin_sd, spread_floor_for
from .solo_table import (
    LOCKED,
    MIN_CROSSES_TO_LOCK,
    MISTHROW_PENALTY,
    MISTHROWS_TO_END,
    SoloKey,
    SoloTable,
    colour_crosses,
    cross_key,
    is_terminal,
    key_of,
    load_hazard_table,
    load_table,
    number_index,
)

POINTS = tuple(n * (n + 1) // 2 for n in range(13))
SPREAD_FLOOR = 5.0  # the expert's spread_floor (Style): measured in the module's docstring


@dataclass(frozen=True)
class Style:
    """How a level values the future against opponents."""

    hazard_table: bool  # the multiplayer table, else the solo table
    patience: float  # share of the table's points to come that it counts
    spread: float  # uncertainty of an unfinished game, per sqrt(point to come)
    # 1v1: its own points to come by the opponent's lock distance (`classic_phase`).
    lock_race: bool = False
    # With three to five players: every sheet's points to come knowing whose roll comes next
    # and the game's stage (`classic_cycle`).
    cycle: bool = False
    search: bool = False  # close calls looked at a turn deeper (classic_search)
    # 1v1, > 0: a margin's spread is sqrt(spread_floor^2 + spread^2 * points to come) (a
    # lock's swing stays uncertain to the last roll), else spread * sqrt(points to come) + 1.
    spread_floor: float = 0.0

    def margin_floor(self, n_players: int) -> float:
        """The floor under a margin's spread with this many players (0: none)."""
        return spread_floor_for(self.spread_floor, n_players)


EXPERT = Style(
    hazard_table=True,
    patience=1.0,
    spread=1.1,
    lock_race=True,
    cycle=True,
    search=True,
    spread_floor=SPREAD_FLOOR,
)
# The expert with one hazard table for every player count (a sparring partner in
# bench/bench_ai_classic).
EXPERT_V1 = Style(hazard_table=True, patience=1.0, spread=1.1)
HARD = Style(hazard_table=False, patience=0.6, spread=1.1)


# How near its end a game looks (`game_stage`).
CALM, LATE, LAST = 0, 1, 2


def game_stage(state: CrossState) -> int:
    """CALM while nobody can lock a row (five crosses in it), no row is closed and nobody has
    three misthrows: the game will probably last a while yet; LAST once a row is closed or
    someone has three misthrows: one more lock or misthrow may end it; LATE in between."""
    if state.closed or max(state.misthrows) >= MISTHROWS_TO_END - 1:
        return LAST
    if any(mark.bit_count() >= MIN_CROSSES_TO_LOCK for marks in state.marks for mark in marks):
        return LATE
    return CALM


def is_calm(state: CrossState) -> bool:
    return game_stage(state) == CALM


def next_roller(state: CrossState) -> int:
    """Who rolls next once the decisions at `state` are made (at a roll: who rolls now)."""
    return state.active if state.phase is Phase.ROLL else (state.active + 1) % state.n_players


def _sheet_points(state: CrossState, player: int) -> int:
    points = sum(POINTS[mark.bit_count()] for mark in state.marks[player])
    return points - MISTHROW_PENALTY * state.misthrows[player]


def _with_rows_locked(key: SoloKey, rows: tuple[int, ...]) -> SoloKey:
    codes = list(key)
    for row in rows:
        codes[1 + row] = LOCKED
    return (codes[0], codes[1], codes[2], codes[3], codes[4])


def final_chance(mine: int, others: list[int]) -> float:
    """My chance to win with final scores: 1 ahead of everyone, a tie shares, 0 behind."""
    chance = 1.0
    for theirs in others:
        chance *= 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0
    return chance


def _normal_cdf(x: float) -> float:
    return 0.5 * (1.0 + math.erf(x / math.sqrt(2.0)))


@dataclass(frozen=True)
class _Outcome:
    """My sheet after a candidate turn (or the part of it decided now)."""

    key: SoloKey
    gained: int  # points from crosses (the lock included) minus a misthrow's penalty
    locked_rows: tuple[int, ...]  # rows it locks, closed for everyone
    turn_over: bool  # the turn ends with it (the future counts with the continuation)


class ClassicEvaluator:
    """Values the moves of one decision point of one player."""

    def __init__(self, style: Style, state: CrossState, player: int) -> None:
        self.state = state
        self.player = player
        self.key = key_of(state, player)
        self.now = _sheet_points(state, player)
        self.opponents = [p for p in range(state.n_players) if p != player]
        solo = not self.opponents
        self.patience = 1.0 if solo else style.patience
        self.spread = style.spread
        self.floor = style.margin_floor(state.n_players)
        self.opponent_keys = [key_of(state, p) for p in self.opponents]
        self.opponent_now = [_sheet_points(state, p) for p in self.opponents]
        self.lock_race = (
            load_phase_models() if style.lock_race and len(self.opponents) == 1 else None
        )
        self.cycle: classic_cycle.CycleModels | None = None
        self.table: SoloTable | None = None  # read only where the models above are not
        if style.cycle and state.n_players in classic_cycle.PLAYER_COUNTS:
            self.cycle = classic_cycle.load_cycle_models(state.n_players)
            # Read for every sheet of every candidate: the same for all of them.
            self.stage = game_stage(state)
            self.next_roller = next_roller(state)
        elif style.hazard_table and not solo:
            self.table = load_hazard_table()
        else:
            self.table = load_table()

    def outcome(
        self, crosses: list[tuple[int, int]], crossed_before: bool, turn_over: bool
    ) -> _Outcome:
        key = self.key
        gained = 0
        locked: list[int] = []
        for row, index in crosses:
            result = cross_key(key, row, index)
            if result is None:
                raise ValueError(f"cannot cross index {index} in row {row}")
            new_key, points = result
            if new_key[1 + row] == LOCKED:
                locked.append(row)
            key, gained = new_key, gained + points
        if turn_over and not crossed_before and not crosses:
            key = (key[0] + 1, key[1], key[2], key[3], key[4])
            gained -= MISTHROW_PENALTY
        return _Outcome(key, gained, tuple(locked), turn_over)

    def future(self, key: SoloKey, turn_over: bool) -> float:
        """The table's points to come, as this level counts them."""
        assert self.table is not None, "the cycle models value every sheet"
        value = self.table.value(key) * self.patience
        return value * self.table.continuation if turn_over else value

    def own_future(self, outcome: _Outcome) -> float:
        """My points to come after `outcome`. 1v1 once my turn is over (the turns the expert
        values): by the opponent's lock distance after it, my locks closing its rows too.
        With three to five players: by whose roll comes next."""
        if self.cycle is not None:
            if outcome.turn_over:
                return self.cycle.value_for(outcome.key, self.stage, self.next_roller, self.player)
            return self.cycle.value(outcome.key, self.stage, 0)
        if self.lock_race is None or not outcome.turn_over:
            return self.future(outcome.key, outcome.turn_over)
        opponent = _with_rows_locked(self.opponent_keys[0], outcome.locked_rows)
        return self.lock_race.value(outcome.key, phase_of(opponent))

    def utility(self, outcome: _Outcome) -> float:
        """Solo: expected final points. Against opponents: estimated probability of winning."""
        mine_now = self.now + outcome.gained
        ended = is_terminal(outcome.key)
        if not self.opponents:
            return mine_now + (0.0 if ended else self.future(outcome.key, outcome.turn_over))
        if ended:  # final scores: a certain win, tie or loss
            return final_chance(mine_now, self.opponent_now)
        mine_future = self.own_future(outcome)
        chance = 1.0
        for opponent, key, theirs_now in zip(
            self.opponents, self.opponent_keys, self.opponent_now, strict=True
        ):
            their_key = _with_rows_locked(key, outcome.locked_rows)
            if self.cycle is not None:
                their_future = self.cycle.value_for(
                    their_key, self.stage, self.next_roller, opponent
                )
            else:
                their_future = self.future(their_key, True)
            margin = mine_now + mine_future - theirs_now - their_future
            to_come = max(0.0, mine_future) + max(0.0, their_future)
            chance *= _normal_cdf(margin / margin_sd(self.spread, to_come, self.floor))
        return chance

    def move_value(self, move: Move) -> float:
        state = self.state
        crosses = []
        if isinstance(move, Cross):
            crosses.append((move.row, number_index(move.row, move.number)))
        if state.phase is Phase.COLOUR:
            return self.utility(self.outcome(crosses, state.crossed_this_turn, turn_over=True))
        if self.player != state.active:  # action 1 is all this player does this turn
            return self.utility(self.outcome(crosses, True, turn_over=True))
        # The active player's action 1, with the best action 2 the visible dice leave.
        best = self.utility(self.outcome(crosses, False, turn_over=True))
        after = self.outcome(crosses, False, turn_over=False)
        if is_terminal(after.key):
            return best
        for second in colour_crosses(after.key, state.dice):
            best = max(best, self.utility(self.outcome([*crosses, second], False, True)))
        return best


def is_standard(rules: AnyRules) -> bool:
    """Whether `rules` are classic Qwixx's standard rules, the only ones the tables solve
    (house rules such as another lock threshold are another game to them)."""
    return isinstance(rules, CrossRules) and rules.variant == CLASSIC


def table_rules(rules: AnyRules) -> CrossRules[CrossState]:
    """`rules` as classic's standard rules; ValueError for any other game or house rules."""
    if not is_standard(rules):
        raise ValueError(f"this bot plays classic Qwixx by the standard rules, not {rules.title}")
    assert isinstance(rules, CrossRules)
    return rules


def rank_moves(
    rules: AnyRules, state: CrossState, player: int, style: Style = EXPERT
) -> list[tuple[Move, float]]:
    """Every legal move with its value, best first (ties keep `legal_moves` order). Values are
    expected final points solo, else the estimated probability of winning."""
    if style.search:
        from .classic_search import search_moves  # (it builds on this module)

        return search_moves(rules, state, player, style)
    moves = table_rules(rules).legal_moves(state, player)
    if not moves:
        return []
    evaluator = ClassicEvaluator(style, state, player)
    valued = [(move, evaluator.move_value(move)) for move in moves]
    return sorted(valued, key=lambda item: -item[1])


def style_bot(rules: AnyRules, style: Style) -> Bot:
    classic = table_rules(rules)
    # Each table or model is read (once per process, 0.03-0.2 s) by the first decision that
    # needs it: which ones depends on the game's player count, unknown here (with three or
    # more players the expert reads only its count's cycle models).

    def choose(state: CrossState, player: int) -> Move:
        ranked = rank_moves(classic, state, player, style)
        return ranked[0][0] if ranked else PASS

    return choose


def expert_bot(rules: AnyRules, seed: int) -> Bot:
    """Deterministic: `seed` is not needed."""
    return style_bot(rules, EXPERT)


def hard_bot(rules: AnyRules, seed: int) -> Bot:
    return style_bot(rules, HARD)
