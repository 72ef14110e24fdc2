// --render-screens: walks through every main screen of a started kiosk and
// writes each as a PNG (for the README, the tests and a curator's review).
#pragma once

#include <QString>
#include <QStringList>

class KioskController;

// Renders into `directory` (created if needed). Returns the written file
// names; an empty list (and the reason in *error) on failure.
QStringList renderScreens(KioskController& kiosk, const QString& directory, QString* error);

// Every playable game's board (models/game_boards.h) at a typical position
// (a few seeded moves in), cut from the game screen and written as
// `directory`/<game>.png, each file complete or not there at all. Returns the
// written files; empty (and *error) on failure.
QStringList renderThumbnails(KioskController& kiosk, const QString& directory, QString* error);

// One item in the reader, a part turned to a page (empty part: the first),
// written as PNG to `file`: what the staff editor's preview shows.
bool renderItem(KioskController& kiosk, const QString& itemKey, const QString& part, int page,
                const QString& file, QString* error);

// Plays touches chosen by `seed` from the session's legal next touches until
// `touches` were made or the game is over. For mid-game and end screens.
class GameSession;
int playRandomTouches(GameSession& session, quint64 seed, int touches);
