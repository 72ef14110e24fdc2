// Maintainer measurements of the real kiosk process (not tests: figures for
// the notes, taken with the same executable visitors use).
//
//   --report-first-frame   prints the milliseconds from main() to the first
//                          frame on screen, then quits.
//   --soak-games N         plays N computer-against-computer Mühle games
//                          through the kiosk's own GameSession on the board
//                          screen, then prints the peak resident memory.
#pragma once

#include <QElapsedTimer>
#include <QString>

class KioskController;

// Quits the application after the window's first frame and prints the time
// since `sinceMain` was started.
void reportFirstFrame(KioskController& kiosk, const QElapsedTimer& sinceMain);

// Plays `games` games of `gameKey` through the session and prints the peak
// resident set size (VmHWM). Returns the process exit code.
int soakGames(KioskController& kiosk, const QString& gameKey, int games);

// (The memory figures: process_memory.h.)
