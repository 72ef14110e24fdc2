#include "state_text.h"

#include <algorithm>

namespace zv::cli {
namespace {

QString text(std::string_view value)
{
    return QString::fromUtf8(value.data(), static_cast<qsizetype>(value.size()));
}

} // namespace

void StateText::put(std::string_view key, long long value)
{
    entries_.emplace_back(text(key), QString::number(value));
}

void StateText::put(std::string_view key, std::string_view value)
{
    entries_.emplace_back(text(key), text(value));
}

void StateText::put(std::string_view key, const std::vector<int>& values)
{
    QStringList parts;
    for (int value : values)
        parts << QString::number(value);
    entries_.emplace_back(text(key), "[" + parts.join(", ") + "]");
}

void StateText::put(std::string_view key, const std::vector<std::string>& values)
{
    QStringList parts;
    for (const std::string& value : values)
        parts << QString::fromStdString(value);
    entries_.emplace_back(text(key), "[" + parts.join(", ") + "]");
}

QStringList StateText::lines() const
{
    qsizetype width = 0;
    for (const auto& entry : entries_)
        width = std::max(width, entry.first.size());
    QStringList result;
    for (const auto& [key, value] : entries_)
        result << (key + ":").leftJustified(width + 2) + value;
    return result;
}

QString StateText::value(const QString& key) const
{
    for (const auto& entry : entries_) {
        if (entry.first == key)
            return entry.second;
    }
    return {};
}

int winningSeat(const std::vector<double>& result)
{
    int best = -1;
    bool shared = false;
    for (int seat = 0; seat < static_cast<int>(result.size()); ++seat) {
        if (best < 0 || result[seat] > result[best]) {
            best = seat;
            shared = false;
        } else if (result[seat] == result[best]) {
            shared = true;
        }
    }
    return shared ? -1 : best;
}

int losingSeat(const std::vector<double>& result)
{
    if (result.size() < 3)
        return -1; // with two seats the loser is the other side of a winner
    const auto [low, high] = std::minmax_element(result.begin(), result.end());
    if (*low == *high || std::count(result.begin(), result.end(), *low) != 1 ||
        std::count(result.begin(), result.end(), *high) != static_cast<long>(result.size()) - 1)
        return -1;
    return static_cast<int>(low - result.begin());
}

QString resultLine(const Game& game)
{
    StateText state;
    game.describe(state);
    const QString reason = state.value("reason");
    const QString because = reason.isEmpty() ? QString() : " (" + reason + ")";
    if (!game.isOver()) {
        const int seat = game.toMove();
        return seat == kChanceSeat ? QStringLiteral("not over, chance to move")
                                   : QStringLiteral("not over, seat %1 to move").arg(seat);
    }
    const int winner = winningSeat(game.result());
    if (winner < 0) {
        const int loser = losingSeat(game.result());
        if (loser >= 0)
            return QStringLiteral("seat %1 loses").arg(loser) + because;
        return "draw" + because;
    }
    return QStringLiteral("seat %1 wins").arg(winner) + because;
}

} // namespace zv::cli
