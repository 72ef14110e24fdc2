// Shared pieces of the GameSession tests.
#pragma once

#include <QStringList>
#include <QVariantList>
#include <QtGlobal>

class GameSession;

namespace testing {

QVariantMap human();
QVariantMap computer(const char* level = "weak");
QVariantList seats(const QVariantMap& white, const QVariantMap& black);

// Touches a uniformly chosen legal next touch, seeded; returns false when
// nothing can be touched (game over or not a person's turn).
bool randomTouch(GameSession& session, quint64& state);

// Runs the event loop until the game is over or `timeoutMs` passed (QTRY_*
// sleeps between polls, which would make long computer games crawl).
bool waitUntilOver(GameSession& session, int timeoutMs);

// Fails the running test on any warning or critical message (installed for
// the whole test executable).
void failOnWarnings();

} // namespace testing
