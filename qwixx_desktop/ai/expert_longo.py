"""Qwixx Longo computer opponents: levels easy, medium, hard, expert, and `rank_moves`.

Method (expert), see `crossing_eval` for the models:

* Each row's expected final points come from a table computed by dynamic programming over
  Longo's own dice (d8, rows of 15 numbers, either of the last two numbers locks after six
  crosses), mixed over how many rolls the game probably has left.
* What the rows are worth together (they share the dice), which row tables miss: three
  quarters of each player's expected total come from the whole sheet's exact value
  (`JOINT_SHARE`), the sheet solved as classic's multiplayer table is (`solo_solver --game
  longo`, continuation 0.9) and shipped as a model of pairs of rows (`pairs_model`,
  resources/ai/longo-pairs-90.npz). As classic's expert reads its tables, the model's points
  to come count with its chance that the game goes on after the turn (0.9), and each margin's
  spread grows with the points both players still have to come (`MARGIN_SPREAD`), 1v1 from
  a floor (`SPREAD_FLOOR`: a lock still swings a game on its last roll). The
  expert's own sheet reads the sheet solved for a shorter game while its opponents are
  near the end (continuation 0.83 while they are one cross or none from being able to end
  the game by locks, 0.87 at two or three crosses: resources/ai/longo-pairs-83.npz and -87;
  `RACE_CONTINUATIONS`), as classic's 1v1 expert reads its lock-race models. The outlook
  forecasts from the rows alone: the models play for a short game, a way to decide.
* Rolls left: fitted on self-play (2-5 players, and solo) from the lock distance (crosses still
  missing before enough rows could be locked to end the game), the rows already locked and
  the most misthrows anybody has.
* Every legal move, lucky crosses included, is valued with the rest of the turn played as
  well as the visible dice allow; the value is the chance to beat every opponent (each final
  score a normal estimate around the expected total), given in points of lead. So it locks
  to end a game it leads and avoids ending one it trails. Rows the visible dice let an
  opponent lock this very turn are valued as closed (last chance to cross there).

Measured (bench/crossing_duel.py: 1v1 pairs of games on the same dice, A in each seat; 95 %
intervals; session 5): against the Longo greedy baseline 71.7 % +- 1.3 (2000 pairs, seed 7)
and 70.2 % +- 1.3 (2000 pairs, seed 11); against `hard` 66.8 % +- 1.3 (2000 pairs). Decision
time p99 0.9 ms of CPU (40 games against greedy, load ~7 on two cores).

Play-outs at close calls (each of the two best moves within two points played on for two rolls
with invented dice shared by both moves, the evaluation as every player's policy; sessions 2-4)
were dropped in session 5: on the same 1000 pairs against greedy they changed the win share by
-0.1 +- 1.7 points (against `hard`, 600 pairs: +1.3 +- 2.5), at a p99 of 45-66 ms per decision
instead of about 1 (sessions 2-4 had measured about +1.5 points, with an earlier evaluation).
Also measured in session 5 against greedy, on the same pairs as the evaluation alone, and none
stronger: row shares 0.5/0.5 (-1.6 +- 1.2), 0.7/0.7 (-0.5 +- 1.2), 0.6/0.4 (-1.7 +- 1.3),
0.6/0.8 (-0.5 +- 1.3); horizon scale 0.8 (-2.5 +- 1.3) and 1.25 (-1.8 +- 1.5); the threat
discount (-0.2 +- 1.1); misthrow factors flatter or steeper (-0.3 +- 0.5, -0.7 +- 0.6); a
misthrow valued as 6.5 or 4 points (-0.4 +- 0.5, -0.2 +- 0.4); a bonus of 1 or 3 points for
lucky crosses (-0.4 +- 0.5, -0.4 +- 0.8); the margin's spread growing with the rolls left to
the power 0.3, 0.75 or 1 instead of 0.5 (-0.2 +- 0.9, -0.9 +- 0.9, -1.7 +- 1.1); row values
corrected by their mean error on 4500 self-play and greedy games, per row state and expected
rolls left (-3.0 +- 1.7; half the correction -0.8 +- 1.5, minus half -4.5 +- 1.8); a cost for
the chance of a misthrow on each own roll left (-0.5 +- 1.7); looking one white sum ahead from
every outcome (400 pairs: -0.9 +- 2.2, and -2.6 +- 2.2 with a roll less left). All 1000 pairs
unless stated. Judged on its own expected score instead of the chance to win (as `hard`,
without noise), it wins only 45.5 % +- 2.0 against greedy: the race to lock is where the win
chance is made.

A learned chance to beat the opponent (on a side branch, code not kept: a tanh layer over
features of both sheets that carry the lock race, trained on 236 813 positions of 8 000
games) predicts results better than the normal margin (held-out cross entropy 0.494 against
0.516) but does not play better. Against greedy, paired on the same dice: +0.4 +- 1.1 pp
(2000 pairs, seed 7: 72.1 % against 71.7 %) and +0.2 +- 1.1 (seed 11: 70.4 % against
70.2 %); against `hard` +0.1 +- 1.3 (67.0 % against 66.8 %); decision time p99 2.0 ms
instead of 0.8. Against greedy, 500 pairs each, none stronger: the same network without the
swap symmetry (-0.6 +- 2.2), trained only on the expert's self-play (-13.1 +- 2.7) or only on
its games against greedy (-17.2 +- 3.2): the candidates' sheets then lie outside the data;
its chance averaged with the normal one in probits (-0.4 +- 1.8); rows the opponent may lock
soon devalued with a hazard of 0.04 or 0.2 per roll (-0.9 +- 1.2, -2.4 +- 1.8). Greedy's
move in place of the expert's in one kind of decision loses everywhere (500 pairs): action 1
of the other player's turn -6.2 +- 2.4, action 1 of its own -11.1 +- 2.7, action 2
-5.6 +- 2.6, once a row is locked -2.5 +- 1.4, while every row has fewer than four crosses
-12.0 +- 2.8, while the opponent can lock -4.6 +- 1.7. A bonus of 4 points for a lock
(+0.1 +- 0.1) or a cost of 4 (+0.3 +- 0.3) changes almost nothing: the expert takes every
lock that does not end a game it trails. In 1v1 the margin's spread cancels out of the
ranking (the expert maximises margin / sqrt(rolls left)): spread 4.5 plays the same games.
Where it loses (800 games against greedy): greedy locks both rows in 17 % of the games and
the expert then wins 4 % (no lock of its own) or 20 % (one); yet on average (400 games) the
expert has its first, second and third row ready to lock sooner (rolls 14.0, 19.5, 24.2
against 15.0, 21.9, 25.5) and crosses more (24.7 against 22.0).

Session 7 (commit 59852bb holds the code of the first six and its harness;
paired against greedy on the same dice, 95 %), none kept: the end of the turn searched as
classic does (`classic_search`: the best 8 moves, every move once the game is not calm, played
on through the opponent's action 1 and the active player's action 2, everyone choosing by the
one-step value): -0.0 +- 0.7 pp (1 500 pairs, seed 101), -0.1 +- 0.6 (2 000, seed 7: 71.7 %),
against `hard` +0.1 +- 0.7 (2 000, seed 7: 66.9 %), decision time p99 1.8 ms instead of 1.1; the
win chance averaged over the game's lengths (for each length t the chance to lead after exactly
t rolls, the rows' table values at t, spread s * sqrt(t)) with s = 3: +0.8 +- 1.2, 4.5:
+0.7 +- 1.2, 2: -0.2 +- 1.4, 9: -0.2 +- 1.1, 14: -0.4 +- 1.2 (1 000 pairs, seed 101), s = 3.5:
+0.1 +- 0.9 (1 500, seed 102) and -0.0 +- 0.8 (2 000, seed 7); rows valued not knowing the
game's length (the single-row game solved with the chance that each roll is the last, instead of
its values mixed over known lengths): -0.0 +- 0.9 (1 000); lucky numbers in the row tables (the
weakest rows may cross their next number with the sheet's lucky chance per roll, shared among
tied rows): -1.2 +- 1.6, at half that chance -0.2 +- 1.5 (700); shares by the row's rank among
the open rows (the leading row's share up, the last's down, by d per rank): d = 0.2:
-2.8 +- 2.0, 0.1: -1.1 +- 1.7, -0.05: +0.5 +- 1.5, -0.1: -0.3 +- 2.0 (700); the opponent's
points to come times 0.85 or 1.2: -0.2 +- 1.0, -0.5 +- 1.0 (700); the own expected points added
to the value with weight 0.15, 0.4 or -0.15: -0.9 +- 1.1, -2.2 +- 1.6, -1.2 +- 1.3 (1 000); the
margin's variance growing with both players' points still to come (sd^2 = 36 t + 7 (points to
come), as classic's spread does): -0.7 +- 0.7, with the points to come alone -1.7 +- 0.9
(1 000). A random search of 40 points over the white and colour shares (0.5-0.75, 0.45-0.8),
horizon scale (0.85-1.15), the misthrow's value (4-6.5 points) and, for half of them, the
length-averaged chance with its spread (2.5-6), 700 pairs each on seed 101: every point within
-1.9 ... +1.4 pp of today's; the two best, again on seed 102 (1 500 pairs): -0.5 +- 1.0 (0.56,
0.77, 0.85, 5.0, spread 3.9) and +0.1 +- 0.9 (0.55, 0.78, 1.06, 6.4). The horizon refitted on
games against greedy (scripts/fit_crossing_horizon.py's method, 1 200 games) has nearly the
shipped means: 0.0-0.6 rolls shorter at every lock distance (rows of none locked: 7.0, 9.5,
11.7, 13.0, 14.1, ...; against `hard` 7.2, 9.6, 11.2, 12.9, 14.1, ...): games against greedy are
hardly shorter from the same position, only their misthrow factors are flatter (0.92, 0.75,
0.45), already measured above. Rolls left read from both players' own lock distances instead
(the nearer and the farther: a table fitted on 2 400 games of the expert against greedy, `hard`
and itself): +0.4 +- 1.1 (1 000 pairs, seed 101), -0.0 +- 0.9 (1 500, seed 102). The games it
loses against greedy are rarely close (1 000 games: it loses 28 %, 6 % by at most 10 points):
10 % of the games end with greedy's two locks and none of its own (it wins 2 % of them), 7 %
with greedy's two and one of its own (12 %). Today's expert re-measured in session 7: the same
71.7 % +- 1.3 (seed 7), 70.2 % +- 1.3 (seed 11) and 66.8 % +- 1.3 against `hard` (2 000 pairs
each); decision time p99 1.1 ms of CPU (40 games against greedy, load ~3 on two cores); `hard`
against `medium` 69.9 % +- 1.7 (1 000 pairs).

Session 10 (commit 2a89dd0 holds the code, docs/experiments/longo-joint; paired against greedy
on the same dice, 95 %), not kept: what the rows are worth together, which the row tables leave
out (in classic, the exact tables' value of pairs of rows is worth 2.7 pp:
bench/pairwise_tables.py). The Longo sheet's exact value table, as classic's hazard tables are
solved (38 185 428 keys, 35 minutes on two cores and ~10 GB; lucky numbers ignored; the game
going on after a turn with 0.93, or 0.9): the expert's expected total replaced by the table's
(points + points to come) -2.7 +- 1.5 pp (seed 101, 1 500 pairs); a quarter of it blended into
the expert's own total +1.7 +- 1.1 (seed 101), +1.3 +- 0.8 (seed 102, 3 000 pairs: 70.6 % ->
71.9 %), +0.7 +- 0.9 (seed 7, 2 000 pairs: 71.7 % -> 72.4 %), against `hard` +1.1 +- 1.0 (seed
7: 66.7 % -> 67.9 %); shares 0.15 +1.2 +- 0.7, 0.35 +0.7 +- 0.8, 0.5 +1.1 +- 1.3 (seed 101); the
0.93 table while calm (as classic's `is_calm`, six crosses to lock) and the 0.9 one after, a
quarter: +1.5 +- 0.7 (seed 102: 72.1 %), +1.2 +- 0.9 (seed 7: 72.8 %), against `hard` +1.4 +-
1.0 (68.1 %); the 0.9 table alone +1.5 +- 0.7 (seed 102), a share of 0.4 +1.4 +- 0.8. The table
as a model of pairs of rows (bench/pairwise_tables.py's form, about 70 000 numbers, off by 0.52
points RMS) plays as the table does (-0.0 +- 0.3 pp in the blend), so it could ship in a few
hundred KB; its rows-alone part in the blend gains only +0.4 +- 0.7, and its pairs' part alone
added to the expert's total +0.1 +- 1.4. So about +1.3 pp: short of 75 %.

Session 11: shipped (the package's `solo_solver` now solves any four-row sheet; its classic
tables come out byte for byte as before): the 0.9 table's pairs model (0.46 points RMS) a
quarter of each total. Paired against today's expert without it on the same dice (95 %):
against greedy +1.1 +- 0.9 pp (seed 7, 2 000 pairs: 71.7 % -> 72.8 % +- 1.2) and +1.5 +- 0.7
(seed 102, 3 000 pairs: 70.6 % -> 72.1 % +- 1.0); on seed 11 now 71.8 % +- 1.3 (70.2 % before,
2 000 pairs); against `hard` +2.0 +- 1.0 (seed 7: 66.7 %
-> 68.7 % +- 1.2); with 3 players against two greedy bots +2.1 +- 0.7 (seed 33, 3 000 sets of
one game per seat: 58.2 % -> 60.3 %), with 4 +2.0 +- 0.8 (seed 34, 2 000 sets: 50.6 % -> 52.6 %).
Other shares against greedy (seed 102): 0.15 +0.9 +- 0.6, 0.35 +1.7 +- 0.8 (on seed 7 the same
as 0.25: -0.1 +- 0.5, against `hard` +0.2 +- 0.6), 0.5 +1.6 +- 0.9. The share in its own total
only: +0.0 +- 0.8 against both; in the opponents' only: -2.6 +- 0.9 (the two estimates must be
made alike). Not kept: a quarter while calm (classic's `is_calm` with six crosses) and half
after, -0.5 +- 0.5; 0.4 while calm and 0.15 after, +0.2 +- 0.5 (seed 102); a floor under the
win chance's spread, as classic's (sqrt(f^2 + 36 t)), f = 4, 8 or 14: +0.1 +- 0.1, +0.1 +- 0.2,
+0.1 +- 0.3 (seed 102). Decision time p99 0.6 ms of CPU (40 games against greedy).

Session 12, not kept (paired against today's expert on the same dice, greedy, seed 102, 3 000
pairs, 95 %): the joint model chosen by how long the game probably lasts. Models of the sheet
solved with continuations 0.93 and 0.95 too (the 0.95 one 0.55 points RMS), the joint total
interpolated between the two models whose mean rolls left (c / (1 - c): 9, 13.3, 19) bracket
the expert's expected rolls left, clamped at the ends: 0.9 and 0.93 +0.0 +- 0.5 pp (a share of
0.5: -0.2 +- 0.8); 0.9, 0.93 and 0.95 +0.2 +- 0.6, with a share of 0.5 -1.2 +- 0.9, the
whole total from them -4.6 +- 1.1; the 0.95 model alone -0.5 +- 0.8. So the joint model's
length is not what it lacks. Row shares re-tuned with the joint model: 0.55 / 0.55 +0.2 +- 0.5,
0.65 / 0.65 +0.0 +- 0.5.

Session 21, shipped: the expert's totals as classic's expert values sheets. The generic
planner on classic's sheet (`crossing`, paired against skip2 on the same dice, seed 51, 2 000
pairs, 95 %) wins 69.3 %; with its totals from a pairs model of classic's 0.9 table, +3.2 +-
1.3 pp (72.5 %); with that model's points to come times 0.9 and each margin spread by the
points to come (1.1 per square root, as classic's expert), +1.1 +- 0.9 more (73.6 %), as much
as classic's table expert with one hazard table (`EXPERT_V1`: 73.5 %, -0.1 +- 0.7). In Longo,
paired against the expert of then (a quarter from the model, spread by the rolls left; 20 000
pairs): against greedy +0.82 +- 0.33 pp (seed 7: 72.4 % -> 73.2 % +- 0.4) and +0.72 +- 0.32
(seed 11: 72.4 % -> 73.1 %), against `hard` +1.18 +- 0.52 (seed 7, 10 000 pairs: 67.9 % ->
69.1 % +- 0.6); with 3 players against two greedy bots +0.03 +- 0.62 (seed 33, 4 000 sets:
60.2 %). Decision time p99 0.8 ms (CPU, 30 games against greedy). Other settings against
greedy (seed 7, 20 000 pairs, against the expert of then): the whole total from the model
+0.30 +- 0.38, 0.85 +0.70 +- 0.35, 0.65 +0.85 +- 0.30, 0.5 +0.55 +- 0.26; without the 0.9
+0.38 +- 0.33; the points to come times 0.85 +0.92 +- 0.33; a floor of 5 under the spread
+0.88 +- 0.33; spread 1.3 +0.82 +- 0.33, 0.9 +0.78 +- 0.33; the factor or the spread alone
with a quarter share -0.06 +- 0.35, +0.10 +- 0.62 (2 000 pairs). A model of the sheet solved
with 0.87 (27 minutes on two cores; 0.42 points RMS), the whole total from it: 71.2 % against
72.8 % (2 000 pairs); with 0.93 and 0.95 (session 12's), 70.1 % and 63.6 %. So the expert is
now about where classic's would be with one table; classic's search, spread floor and
lock-race models add 1.5 pp there, and in Longo the first two did not (sessions 7 and 11,
with the rows' spread). Nor does the search on the new evaluation (session 7's turn-end
search, commit 59852bb, against the shipped expert, seed 7, 2 000 pairs): the best 8 moves
within 1 point while calm and all 8 once not -0.01 +- 0.59 pp, within 5 points +0.01 +- 0.58;
nor the exact 0.9 table in place of its model (0.49 points apart): -0.10 +- 0.63.

Session 22, shipped: the own sheet's model by the opponents' lock distance, as classic's 1v1
lock-race models (`classic_phase`) but without a solve per distance: the sheet solved with one
continuation, chosen by the distance (`RACE_CONTINUATIONS`: 0.83, 0.83, 0.87, 0.87, then 0.9).
Paired against the expert of then on the same dice (95 %): against greedy +0.44 +- 0.19 pp
(seed 7, 20 000 pairs: 73.2 % -> 73.7 % +- 0.4) and +0.40 +- 0.19 (seed 11: 73.1 % -> 73.5 %),
against `hard` +0.19 +- 0.28 (seed 7, 10 000 pairs: 69.1 % -> 69.3 % +- 0.6); against greedy
bots with 3 players +1.17 +- 0.37 (seed 35, 6 000 sets of one game per seat: 59.3 % -> 60.5 %),
4 players +2.39 +- 0.31 (seed 36, 8 000 sets: 50.7 % -> 53.1 %), 5 players +3.03 +- 0.34 (seed
35, 6 000 sets: 45.6 % -> 48.6 %). Decision time p99 0.7 ms (CPU, 30 games against greedy).
Other settings, against greedy, paired against the expert of then, by distance 0, 1, 2, ...:
0.87 up to 3, then 0.9 (the model of 0.83, solved in 35 minutes, not yet there): 1v1 +0.49 +-
0.16 (seed 7), +0.21 +- 0.16 (seed 11), against `hard` +0.26 +- 0.24, 3 players +0.76 +- 0.37
(seed 33, 4 000 sets) and +0.95 +- 0.31 (seed 35), 4 players +1.75 +- 0.41 (seed 34, 3 000
sets) and +1.64 +- 0.25 (seed 36), 5 players +1.82 +- 0.28 (seed 35); so the shorter game near
the end is worth more the more opponents can end it. 1v1, seed 7, 20 000 pairs: 0.87 at 0 only
+0.17 +- 0.08, up to 1 +0.27 +- 0.11, up to 2 +0.42 +- 0.14, up to 4 +0.45 +- 0.18, at every
distance -0.50 +- 0.30; 0.87, then 0.885, 0.9 +0.23 +- 0.10; longer games while they are far
(models of 0.93 and 0.95, interpolated): 0.87, 0.9, 0.9, 0.93 x3, 0.95 -1.69 +- 0.37; 0.9, 0.9,
0.93 x3, 0.95 -2.26 +- 0.37; from 0.87 up by 0.01 a cross to 0.95 -0.98 +- 0.35; 0.83 at 0 only,
then 0.87 up to 3: +0.46 +- 0.18 (4 players, seed 36: +2.22 +- 0.28); 0.85 at 0 and 1
(interpolated) +0.46 +- 0.18. With 0.87 up to 3: the opponents' models likewise by my lock
distance before the move (so that my crosses do not shorten their game), 0.87 up to 3 -0.08
against it, at 0 only -0.04; the joint share 1.0 -0.28, 0.85 -0.12; margin spread 1.3 -0.04;
the rows' rolls left from the opponents' crosses alone -0.08; an opponent with three (or two)
misthrows counted as at distance 0 +0.01 (-0.01); with 3 players each opponent's own distance
instead of the best placed per row -0.20 (seed 33). So the game's length as the opponents
make it is worth about half a point 1v1 and 1-3 points with more players; 75 % against
greedy is still about 1.5 points away.

Session 23, shipped: 1v1 a margin's spread has a floor, as classic's expert has it:
sqrt(10^2 + 1.1^2 * points to come) instead of 1.1 * sqrt(points to come) + 1
(`SPREAD_FLOOR`; `outlook.margin_sd`). Near the end the models expect few points to come,
yet a lock still swings the game by 15 points or more. Paired against the expert of then on
the same dice (95 %): against greedy +0.29 +- 0.15 pp (seed 7, 20 000 pairs: 73.6 % -> 73.9 %
+- 0.4) and +0.36 +- 0.15 (seed 11: 73.5 % -> 73.9 %), against `hard` +0.31 +- 0.23 (seed 7,
10 000 pairs: 69.3 % -> 69.6 % +- 0.6). Other floors against greedy (seed 7): 5 +0.15 +- 0.09
(seed 11: +0.19 +- 0.09), 9 +0.27 +- 0.14, 13 +0.29 +- 0.17, 18 +0.29 +- 0.18; 10 with 1.4
per square root +0.26 +- 0.13. With the floor, measured against it and not kept (seed 7):
other lock-race models, 0.83 up to distance 2 -0.09 +- 0.10, 0.83 then 0.87 up to 2 -0.01 +-
0.13; joint share 0.65 -0.19 +- 0.18, 0.85 +0.02 +- 0.19; a floor that grows with the open
rows someone could lock, sqrt(f^2 + r^2 * rows), f = 7 and r = 5 -0.04 +- 0.15, 10 and 6
-0.12 +- 0.14, 5 and 7 -0.66 +- 0.20; once one row is locked, the chance that the opponent
locks a second on the next roll (each of its rows ready to lock, by whether that roll is its
own) counted as a loss when its lock would win it the game, +0.01 +- 0.05, and with my own
chance to end the game that way when it wins -0.03 +- 0.10. Where it loses (3 000 games
against greedy with the floor, 74.8 % won): greedy locks both rows and it none in 9 % of the
games (it wins 6 % of them, a third of its losses), one lock each 42 % (83 %), greedy two and
it one 7 % (25 %); 4.5 % end on its own fourth misthrow (35 % won, 12 % of its losses), 17 of
21 of those (600 games) with no cross left to make. So, at three misthrows, the chance that no
cross at all is possible on its next own roll (exact over the dice; a lucky white sum always
offers one), counted as the game ending there with the scores as they stand, for it and for
the opponent: -0.01 +- 0.01 pp; as if that chance came on each of four own rolls -0.05 +-
0.04. Not kept either (against greedy, seed 7, 20 000 pairs, paired against the expert
without the floor): the opponents' futures from the same lock-race model as mine (both games
short near two locks) -0.17 +- 0.10; the whole total from the joint model while the opponents
are one cross or none from two locks +0.02 +- 0.11; lucky numbers (two per sheet, the chance
per roll that the white sum is one of them, each lucky cross one more cross in the row with the
fewest): the expected lucky crosses left, each worth that row's crosses + 2 points, added to
every total -1.90 +- 0.31, half of that -0.57 +- 0.23; 5 points a lucky cross (only the
players' different chances count) -0.21 +- 0.19; with every sheet's chance the mean one (2/15,
so only the weakest row's length counts) and a quarter of the weight -0.22 +- 0.16, minus half
of it -0.15 +- 0.22. So the sheets' future lucky crosses are best left out.

Session 24, not kept (against greedy, seed 7, 20 000 pairs, paired against the shipped expert):
every joint model's points to come scaled by 0.94 -0.16 +- 0.17 pp, by 1.05 -0.01 +- 0.15.

Session 31, the coach's forecast (`crossing.expected_scores`; the moves are untouched): from the
decisions' row tables it expected 102.9 points at the start of a solo game where the expert scores
136.0 (final - forecast +33.1 [+29.5, +36.6], 300 games, seed 1). Its rows came 43.6 points short
(lucky crosses, 2.1 a game, are about 16.5 of those; the expert's crosses gather in its best rows,
which equal shares miss) and it left out the misthrows still to come (10.7 points). The forecast
now reads tables of its own shares (`forecast_shares`, 0.8 white / 0.9 colour, fitted) less the
misthrows to come (`misthrow_means`). No single pair of shares fits every roll: those that fit
the start leave the forecast after ten rolls about 10 points short.

Lucky numbers need no model of their own: a lucky cross is an ordinary cross (the next number
of a weakest row) to the planner.

Levels below `expert` are the same evaluation judged more loosely: `hard`
values only its own expected score (with the game length as it stands), `medium` and `easy`
choose among the better moves at random (seeded through `decision_stream`; never a move more
than `max_regret` points worse than the best), `easy` also judges action 1 without action 2
and sees no lock coming. Strength is measured in bench/bench_ai_crossing.py, never assumed.
"""

from __future__ import annotations

from functools import partial

from ..engine.longo import LongoRules, LongoState
from ..engine.variants import LONGO
from .crossing_eval import CrossingExpert, EvaluationLevels, HorizonModel, Style
from .pairs_model import LoadedOnce, PairsModel, read_model
from .sheet_shape import LONGO_SHAPE

# Mean rolls left after the current one, by [rows locked][lock distance], and the factor for
# the most misthrows anybody has; fitted on self-play by scripts/fit_crossing_horizon.py.
# The lock distance already counts every player's crosses, so the tables barely depend on
# the number of players; a count without its own table uses the nearest one.
HORIZONS: dict[int, HorizonModel] = {
    1: HorizonModel(
        (
            (6.97, 9.31, 10.89, 12.2, 13.4, 14.57, 15.65, 16.77, 17.79, 18.86, 19.73, 20.52, 21.23),
            (3.92, 6.59),
        ),
        misthrow_factors=(1.0, 0.82, 0.5, 0.13),
    ),
    2: HorizonModel(
        (
            (
                7.08,
                9.57,
                11.26,
                12.87,
                14.14,
                15.64,
                16.83,
                18.18,
                19.27,
                20.54,
                21.4,
                22.39,
                22.85,
            ),
            (3.94, 6.9, 9.67),
        ),
        misthrow_factors=(1.0, 0.84, 0.54, 0.2),
    ),
    3: HorizonModel(
        (
            (7.16, 9.54, 11.27, 13.07, 14.63, 16.05, 17.4, 18.62, 19.87, 21.06, 22.08, 22.86, 23.4),
            (4.04, 7.18, 9.41),
        ),
        misthrow_factors=(1.0, 0.84, 0.56, 0.27),
    ),
    5: HorizonModel(
        (
            (
                7.14,
                10.55,
                11.73,
                13.49,
                15.07,
                16.79,
                17.89,
                19.94,
                20.61,
                22.06,
                22.78,
                23.64,
                24.17,
            ),
            (4.53, 8.4),
        ),
        misthrow_factors=(1.0, 0.81, 0.66, 0.33),
    ),
}

SHARES = (0.6, 0.6)  # white / colour share of a row (see crossing_eval.RowModel)
CLOSE_HAZARD = 0.1  # chance per roll that an opponent able to lock a row does so
# The expert's expected totals take this share from the whole sheet's exact value (a model of
# pairs of rows of the table solved with JOINT_CONTINUATION; see the docstring).
JOINT_SHARE = 0.75
JOINT_CONTINUATION = 0.9
# The model for the expert's own sheet by the opponents' lock distance (0, 1, 2, 3, 4 and
# more): a shorter game's while they are near two locks (see the docstring).
RACE_CONTINUATIONS = (0.83, 0.83, 0.87, 0.87, JOINT_CONTINUATION)
MARGIN_SPREAD = 1.1  # the sd of a margin per sqrt(point to come), as classic's expert
SPREAD_FLOOR = 10.0  # 1v1, the floor under a margin's sd (see the docstring, session 23)

LEVELS: dict[str, Style] = {
    # The expert does not devalue rows an opponent could lock soon: that threat model
    # (CLOSE_HAZARD) measured weaker for it (bench/bench_ai_crossing.py, see the docstring).
    "expert": Style(
        win=True,
        threat=False,
        joint_share=JOINT_SHARE,
        margin_spread=MARGIN_SPREAD,
        spread_floor=SPREAD_FLOOR,
    ),
    "hard": Style(win=False, horizon_moves=False, noise=1.6, max_regret=5.0),
    "medium": Style(win=False, horizon_moves=False, noise=2.6, max_regret=8.0),
    "easy": Style(
        win=False,
        horizon_moves=False,
        noise=3.5,
        max_regret=10.0,
        plan_turn=False,
        threat=False,
        foresee_locks=False,
    ),
}


# The shipped joint models by continuation, each read once per process.
_JOINT_MODELS = {
    continuation: LoadedOnce(partial(read_model, LONGO_SHAPE, continuation))
    for continuation in sorted({JOINT_CONTINUATION, *RACE_CONTINUATIONS})
}
JOINT_CONTINUATIONS = tuple(_JOINT_MODELS)


def load_joint_model(continuation: float = JOINT_CONTINUATION) -> PairsModel:
    """The shipped model of Longo's sheet solved with `continuation` (one of
    `JOINT_CONTINUATIONS`), read on first use."""
    return _JOINT_MODELS[continuation]()


class LongoExpert(CrossingExpert[LongoState]):
    """The Longo planner for one level (lucky crosses are ordinary crosses to it)."""

    # Under house rules: Longo's sheets misthrow less than classic's (solo, 20 points a
    # misthrow and eight boxes: 0.10 misthrows an own roll against classic's 0.19).
    misthrow_at_full = 0.48
    # The forecast's shares, fitted to the expert's solo final scores (bench/forecast_check.py;
    # the decisions' 0.6 / 0.6 expected 103 points of its 136: see the module's docstring).
    forecast_shares = (0.8, 0.9)

    def __init__(self, rules: LongoRules, style: Style) -> None:
        # The model solves Longo's standard sheet; house rules are another game to it.
        standard = rules.variant == LONGO
        joint = load_joint_model() if standard and style.joint_share else None
        race = [load_joint_model(c) for c in RACE_CONTINUATIONS] if joint else []
        super().__init__(rules, style, SHARES, HORIZONS, CLOSE_HAZARD, joint, race)


def build_expert(rules: LongoRules, level: str) -> LongoExpert:
    return LongoExpert(rules, LEVELS[level])


EVALUATION = EvaluationLevels(LongoRules, build_expert)
