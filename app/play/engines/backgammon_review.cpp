#include "backgammon_review.h"

#include "game_session.h"
#include "gnubg_player.h"
#include "program_lookup.h"

#include "games/backgammon/backgammon_game.h"
#include "games/backgammon/review.h"

#include <QCoreApplication>
#include <QProcess>
#include <QThread>

namespace {

using namespace zv::backgammon;
using zv::play::engines::GnubgPlayer;

struct Finding {
    int seat = -1;
    const ReviewedTurn* turn = nullptr;
    std::string best;
    double loss = -1.0; // equity (gnubg) or chance (own)
    double playedChance = 0.0, bestChance = 0.0;
};

QVariantMap toMap(const Finding& f, const char* judge, int seat)
{
    QVariantMap map{{QStringLiteral("judge"), QString::fromLatin1(judge)},
                    {QStringLiteral("seat"), seat},
                    {QStringLiteral("found"), f.turn != nullptr && f.loss > 0.02}};
    if (f.turn) {
        map.insert(QStringLiteral("turn"), f.turn->number);
        map.insert(QStringLiteral("dice"),
                   QStringLiteral("%1-%2").arg(f.turn->before.dieA()).arg(f.turn->before.dieB()));
        map.insert(QStringLiteral("played"), QString::fromStdString(f.turn->played));
        map.insert(QStringLiteral("best"), QString::fromStdString(f.best));
        map.insert(QStringLiteral("playedChance"), qRound(100 * f.playedChance));
        map.insert(QStringLiteral("bestChance"), qRound(100 * f.bestChance));
    }
    return map;
}

// gnubg's judgement of every turn at once (one batch, gnubg quits at the
// end of its input); false when gnubg is missing or did not answer.
bool judgeWithGnubg(const std::vector<ReviewedTurn>& turns, std::vector<Finding>* best)
{
    const auto location =
        zv::play::engines::findEngineProgram(QStringLiteral("gnubg"), "ZV_ENGINE_GNUBG");
    if (location.path.isEmpty() || turns.empty())
        return false;
    // gnubg's 0-ply evaluation (its neural net without look-ahead, "expert"
    // by its own words): every play of a game's turns in about a second.
    QStringList script = GnubgPlayer::startupLines();
    script.insert(script.size() - 1,
                  QStringLiteral("set evaluation chequerplay evaluation plies 0"));
    for (const ReviewedTurn& turn : turns)
        script += GnubgPlayer::questionFor(turn.before, 10000);
    QProcess gnubg;
    gnubg.start(location.path, GnubgPlayer::arguments());
    if (!gnubg.waitForStarted(5000))
        return false;
    gnubg.write((script.join(QLatin1Char('\n')) + QLatin1Char('\n')).toUtf8());
    gnubg.closeWriteChannel();
    if (!gnubg.waitForFinished(20000 + 500 * static_cast<int>(turns.size()))) {
        gnubg.kill();
        gnubg.waitForFinished(1000);
        return false;
    }
    std::vector<QStringList> answers;
    bool started = false;
    for (const QByteArray& raw : gnubg.readAllStandardOutput().split('\n')) {
        const QString line = QString::fromUtf8(raw);
        // The first such line ends the start-up; each one after it a turn.
        if (GnubgPlayer::isLastLine(line)) {
            answers.emplace_back();
            started = true;
            continue;
        }
        if (started)
            answers.back().append(line);
    }
    if (answers.size() < turns.size())
        return false;
    for (std::size_t i = 0; i < turns.size(); ++i) {
        const ReviewedTurn& turn = turns[i];
        const auto candidates = zv::backgammon::parseGnubgHint(GnubgPlayer::stdLines(answers[i]));
        Points played{};
        if (candidates.empty() || !boardAfter(turn.before, turn.played, &played))
            continue;
        for (const GnubgCandidate& c : candidates) {
            const auto board = boardAfterGnubgMove(turn.before, c.move);
            if (!board || *board != played)
                continue;
            const double loss = candidates.front().equity - c.equity;
            Finding& f = (*best)[static_cast<std::size_t>(turn.seat)];
            if (loss > f.loss) {
                f = Finding{
                    turn.seat, &turn,       playForGnubgMove(turn.before, candidates.front().move),
                    loss,      c.winChance, candidates.front().winChance};
            }
            break;
        }
    }
    return true;
}

} // namespace

BackgammonReview::BackgammonReview(QObject* parent) : QObject(parent) {}

void BackgammonReview::setSession(GameSession* session)
{
    if (m_session == session)
        return;
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    m_session = session;
    if (m_session)
        connect(m_session, &GameSession::stateChanged, this, &BackgammonReview::check);
    emit sessionChanged();
    check();
}

void BackgammonReview::check()
{
    if (!m_session || !m_session->over() || m_session->viewing() ||
        m_session->gameKey() != QLatin1String("backgammon")) {
        if (m_started || !m_result.isEmpty()) {
            ++m_generation; // a new game: forget the last review
            m_started = false;
            m_result.clear();
            emit resultChanged();
        }
        return;
    }
    if (m_started)
        return;
    m_started = true;
    std::vector<std::string> moves;
    for (const auto& move : m_session->record().moves)
        moves.push_back(move.text);
    std::vector<bool> people;
    for (const QVariant& seat : m_session->seats())
        people.push_back(seat.toMap().value(QStringLiteral("kind")).toString() ==
                         QLatin1String("human"));
    zv::Options options;
    const QVariantMap optionMap = m_session->options();
    for (auto it = optionMap.begin(); it != optionMap.end(); ++it)
        options[it.key().toStdString()] = it.value().toString().toStdString();
    const Rules rules = rulesFromOptions(options);
    const int generation = m_generation;
    QPointer<BackgammonReview> self(this);
    QThread* worker = QThread::create([=] {
        const std::vector<ReviewedTurn> turns = choiceTurns(rules, moves, people);
        std::vector<Finding> best(2);
        const char* judge = "gnubg";
        if (!judgeWithGnubg(turns, &best)) {
            judge = "own";
            best.assign(2, Finding{});
            for (const ReviewedTurn& turn : turns) {
                const Judgement j = judgeWithOwnSearch(turn);
                Finding& f = best[static_cast<std::size_t>(turn.seat)];
                if (j.loss() > f.loss)
                    f = Finding{turn.seat, &turn, j.best, j.loss(), j.playedChance, j.bestChance};
            }
        }
        // The first person at the table (a game of two people: both).
        QVariantList perSeat;
        for (int seat = 0; seat < 2; ++seat)
            if (people.size() > static_cast<std::size_t>(seat) &&
                people[static_cast<std::size_t>(seat)])
                perSeat.append(toMap(best[static_cast<std::size_t>(seat)], judge, seat));
        QVariantMap result{{QStringLiteral("judge"), QString::fromLatin1(judge)},
                           {QStringLiteral("seats"), perSeat}};
        QMetaObject::invokeMethod(qApp, [self, generation, result] {
            if (self)
                self->deliver(generation, result);
        });
    });
    connect(worker, &QThread::finished, worker, &QObject::deleteLater);
    worker->start(QThread::LowPriority);
}

void BackgammonReview::deliver(int generation, const QVariantMap& result)
{
    if (generation != m_generation)
        return;
    m_result = result;
    emit resultChanged();
}
