#include "uci_player.h"

#include "described_text.h"

#include <algorithm>

namespace zv::play::engines {

UciPlayer::UciPlayer(std::string gameKey, ProgramLocation location)
    : m_gameKey(std::move(gameKey)), m_location(std::move(location))
{}

bool UciPlayer::plays(zv::Level level) const
{
    return level != zv::Level::Beginner; // the beginner's mistakes are our own
}

bool UciPlayer::onlyExternal(zv::Level level) const
{
    return level == zv::Level::Master;
}

QString UciPlayer::missingReason() const
{
    return QStringLiteral("%1: the level Master (Meister) is not offered, because the chess "
                          "engine Stockfish was not found (looked in %2). Install the Debian "
                          "package 'stockfish'.")
        .arg(QString::fromStdString(m_gameKey), m_location.searched);
}

QStringList UciPlayer::questionFor(const std::string& position, zv::Level level, int moveMs)
{
    const bool limited = level != zv::Level::Master;
    QStringList lines{QStringLiteral("setoption name UCI_LimitStrength value %1")
                          .arg(limited ? QStringLiteral("true") : QStringLiteral("false"))};
    if (limited)
        lines.append(QStringLiteral("setoption name UCI_Elo value %1").arg(kPractisedElo));
    lines.append(QStringLiteral("position ") + QString::fromStdString(position));
    lines.append(QStringLiteral("go movetime %1").arg(moveMs));
    return lines;
}

std::string UciPlayer::bestMoveOf(const QString& line)
{
    const QStringList words = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (words.size() < 2 || words[0] != QLatin1String("bestmove") ||
        words[1] == QLatin1String("(none)"))
        return {};
    return words[1].toStdString();
}

std::optional<std::string> UciPlayer::move(const zv::Game& view, zv::Level level,
                                           const zv::SearchLimits& limits)
{
    if (!available() || !plays(level))
        return std::nullopt;
    std::string position = describedText(view, "uci_position");
    if (position.empty()) {
        const std::string fen = describedText(view, "fen");
        if (fen.empty())
            return std::nullopt;
        position = "fen " + fen;
    }
    const int moveMs = std::clamp(static_cast<int>(limits.time.count()), kMinMoveMs, kMaxMoveMs);

    std::lock_guard lock(m_mutex);
    if (!m_process) {
        m_process = std::make_unique<EngineProcess>(m_location.path, QStringList());
        // One thread and a small hash: the kiosk's other work must not stutter.
        m_process->setStartup(
            {QStringLiteral("uci"), QStringLiteral("setoption name Threads value 1"),
             QStringLiteral("setoption name Hash value 16"), QStringLiteral("isready")},
            [](const QString& line) { return line == QLatin1String("readyok"); });
    }
    const std::optional<QStringList> answer = m_process->exchange(
        questionFor(position, level, moveMs),
        [](const QString& line) { return line.startsWith(QLatin1String("bestmove")); },
        std::chrono::milliseconds(moveMs + kGraceMs), limits.cancel);
    if (!answer || answer->isEmpty())
        return std::nullopt;
    std::string best = bestMoveOf(answer->last());
    if (best.empty())
        return std::nullopt;
    return best;
}

} // namespace zv::play::engines
