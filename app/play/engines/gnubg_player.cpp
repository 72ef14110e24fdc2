#include "gnubg_player.h"

#include "games/backgammon/backgammon_game.h"

#include <algorithm>

namespace zv::play::engines {

using namespace zv::backgammon;

GnubgPlayer::GnubgPlayer(ProgramLocation location) : m_location(std::move(location)) {}

QString GnubgPlayer::missingReason() const
{
    return QStringLiteral("backgammon: GNU Backgammon was not found (looked in %1), so our own "
                          "engine plays the level Master (Meister). Install the Debian package "
                          "'gnubg'.")
        .arg(m_location.searched);
}

QStringList GnubgPlayer::arguments()
{
    return {QStringLiteral("-t"), QStringLiteral("-q")};
}

QStringList GnubgPlayer::startupLines()
{
    return {QStringLiteral("set player 0 human"), QStringLiteral("set player 1 human"),
            QStringLiteral("new game"), QStringLiteral("show turn")};
}

bool GnubgPlayer::isLastLine(const QString& line)
{
    // "show turn" answers "gnubg in on move." (sic, gnubg 1.07).
    return line.trimmed().endsWith(QLatin1String(" on move."));
}

QStringList GnubgPlayer::questionFor(const BgState& state, int count)
{
    // gnubg's player 0 is put on roll; the Position ID has the seat to move
    // on roll, so gnubg's points are that seat's, numbered as ours.
    return {QStringLiteral("set turn 0"),
            QStringLiteral("set board %1")
                .arg(QString::fromStdString(gnubgPositionId(state.points(), state.side()))),
            QStringLiteral("set dice %1 %2").arg(state.dieA()).arg(state.dieB()),
            QStringLiteral("hint %1").arg(count), QStringLiteral("show turn")};
}

std::vector<std::string> GnubgPlayer::stdLines(const QStringList& lines)
{
    std::vector<std::string> out;
    out.reserve(static_cast<std::size_t>(lines.size()));
    for (const QString& line : lines)
        out.push_back(line.toStdString());
    return out;
}

std::string GnubgPlayer::moveFromAnswer(const BgState& state, const QStringList& answer)
{
    const std::vector<GnubgCandidate> found = parseGnubgHint(stdLines(answer));
    return found.empty() ? std::string() : playForGnubgMove(state, found.front().move);
}

std::optional<std::vector<GnubgCandidate>>
GnubgPlayer::candidates(const BgState& state, int count, std::chrono::milliseconds timeout,
                        const std::atomic<bool>* cancel)
{
    if (!available())
        return std::nullopt;
    std::lock_guard lock(m_mutex);
    if (!m_process) {
        m_process = std::make_unique<EngineProcess>(m_location.path, arguments());
        m_process->setStartup(startupLines(), &GnubgPlayer::isLastLine);
    }
    const std::optional<QStringList> answer =
        m_process->exchange(questionFor(state, count), &GnubgPlayer::isLastLine, timeout, cancel);
    if (!answer)
        return std::nullopt;
    return parseGnubgHint(stdLines(*answer));
}

std::optional<std::string> GnubgPlayer::move(const zv::Game& view, zv::Level level,
                                             const zv::SearchLimits& limits)
{
    const BgState* state = backgammonState(view);
    if (!available() || !plays(level) || !state || state->phase() != Phase::Move)
        return std::nullopt; // the throw and the cube: our own Master decides
    std::vector<Move> plays(2);
    if (state->uniquePlays(plays.data(), 2) < 2)
        return std::nullopt; // nothing to choose
    const auto found =
        candidates(*state, 1, limits.time + std::chrono::milliseconds(kGraceMs), limits.cancel);
    if (!found || found->empty())
        return std::nullopt;
    std::string ours = playForGnubgMove(*state, found->front().move);
    if (ours.empty())
        return std::nullopt;
    return ours;
}

} // namespace zv::play::engines
