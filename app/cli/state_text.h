// A StateSink that keeps a game's describe() output as text lines, in the
// order the game reported them, for printing and for looking up single keys
// ("winner", "reason") without knowing the game.
#pragma once

#include "core/game.h"

#include <QString>
#include <QStringList>

#include <utility>
#include <vector>

namespace zv::cli {

class StateText : public StateSink {
public:
    void put(std::string_view key, long long value) override;
    void put(std::string_view key, std::string_view value) override;
    void put(std::string_view key, const std::vector<int>& values) override;
    void put(std::string_view key, const std::vector<std::string>& values) override;

    // "key: value" lines, keys padded to one column.
    QStringList lines() const;
    // The value of a key as text, or an empty string when the game did not report it.
    QString value(const QString& key) const;

private:
    std::vector<std::pair<QString, QString>> entries_;
};

// The one seat with the best result, or -1 when the best result is shared (a draw).
int winningSeat(const std::vector<double>& result);
// The one seat that lost while all others share the best result (Schocken:
// the loser of the game among equal others), or -1.
int losingSeat(const std::vector<double>& result);

// Describes a finished or running game in one line, e.g. "seat 0 wins (two_stones)",
// "draw (repetition)" or "not over, seat 1 to move".
QString resultLine(const Game& game);

} // namespace zv::cli
