// Toccateglispiel: setting up, whose move it is, the course of a turn (lots,
// throw, marks of the throw, play, marks of the play), rounds of twelve and
// their Striche, the Marsch and the end of the Partie.
#include "games/toccategli/tc_state.h"

#include <algorithm>

namespace zv::toccategli {

TcState::TcState(Rules rules) : rules_(rules)
{
    newGame(0);
    phase_ = Phase::Lots; // the very first throw is decided by lot
    games_ = 1;
}

void TcState::newGame(int firstThrower)
{
    // „setzt Jeder ... seine fünfzehn Steine in zwei Haufen auf das erste Feld“
    for (auto& side : stones_)
        side.fill(0);
    stones_[0][0] = kStones;
    stones_[1][0] = kStones;
    off_ = {0, 0};
    thrower_ = static_cast<std::int8_t>(firstThrower);
    phase_ = Phase::Dice;
    resume_ = Resume::None;
    chooser_ = kNobody;
    ++games_;
}

int TcState::toMove() const
{
    switch (phase_) {
    case Phase::Lots:
    case Phase::Dice:
        return kChanceSeat;
    case Phase::Choice:
        return chooser_;
    case Phase::Review:
        return 1 - thrower_;
    case Phase::Declare:
    case Phase::Move:
    case Phase::Over:
        return thrower_;
    }
    return thrower_;
}

int TcState::winner() const
{
    for (int s = 0; s < 2; ++s)
        if (striche_[s] >= rules_.partieStriche)
            return s;
    return kNobody;
}

std::vector<double> TcState::result() const
{
    std::vector<double> r(2, 0.0);
    const int w = winner();
    if (w != kNobody)
        r[static_cast<std::size_t>(w)] = 1.0;
    return r;
}

bool TcState::closed(int seat, int first) const
{
    for (int i = first; i < first + 6; ++i)
        if (stones_[seat][i] < 2)
            return false;
    return true;
}

bool TcState::allInRueckjan(int seat) const
{
    for (int i = 0; i < 18; ++i)
        if (stones_[seat][i] > 0)
            return false;
    return true;
}

bool TcState::hasForce(int seat) const
{
    // „so lange er noch durch Setzung seiner Steine sechs geschlossene Bände
    // machen kann“: none of the other's stones in his second board, and twelve
    // of his stones not yet beyond it (stones only move forward).
    const int other = 1 - seat;
    for (int i = 6; i < 12; ++i)
        if (stones_[other][23 - i] > 0)
            return false;
    int behind = 0;
    for (int i = 0; i < 12; ++i)
        behind += stones_[seat][i];
    return behind >= 12;
}

double TcState::chanceWeight(Move move) const
{
    if (move.kind == MoveKind::Lots)
        return 1.0 / 36.0;
    return move.a == move.b ? 1.0 / 36.0 : 2.0 / 36.0;
}

int TcState::generateMoves(Move* out) const
{
    int n = 0;
    switch (phase_) {
    case Phase::Lots:
        for (int x = 1; x <= 6; ++x)
            for (int y = 1; y <= 6; ++y)
                out[n++] = Move{MoveKind::Lots, static_cast<std::uint8_t>(x),
                                static_cast<std::uint8_t>(y)};
        return n;
    case Phase::Dice:
        for (int x = 6; x >= 1; --x)
            for (int y = x; y >= 1; --y)
                out[n++] = Move{MoveKind::Dice, static_cast<std::uint8_t>(x),
                                static_cast<std::uint8_t>(y)};
        return n;
    case Phase::Move:
        return generatePlays(out);
    case Phase::Choice:
        out[n++] = Move{MoveKind::Continue};
        out[n++] = Move{MoveKind::NewGame};
        return n;
    case Phase::Declare:
        for (int p = 0; p <= kMaxDeclared; ++p)
            out[n++] = Move{MoveKind::Mark, static_cast<std::uint8_t>(p)};
        return n;
    case Phase::Review:
        out[n++] = Move{MoveKind::Pass};
        out[n++] = Move{MoveKind::Force};
        for (int p = 1; p <= kMaxDeclared; ++p)
            out[n++] = Move{MoveKind::Schule, static_cast<std::uint8_t>(p)};
        return n;
    case Phase::Over:
        break;
    }
    return 0;
}

void TcState::record(const Mark& mark)
{
    if (markCount_ < kMaxMarks)
        marks_[markCount_++] = mark;
    else
        marksLost_ = true; // cannot happen (kMaxMarks); invariantViolation() says so if it does
}

void TcState::addMark(int seat, Reason reason, int points, int at, int from)
{
    if (partieOver_)
        return; // the Partie was decided by an earlier mark of this move
    record(Mark{static_cast<std::int8_t>(seat), reason, static_cast<std::int8_t>(points),
                static_cast<std::int8_t>(at), static_cast<std::int8_t>(from)});
    marker_[seat] = static_cast<std::int16_t>(marker_[seat] + points);
    while (!partieOver_ && marker_[seat] >= kRoundPoints)
        winRound(seat, marker_[seat] - kRoundPoints, Reason::Simple);
}

void TcState::winRound(int seat, int rest, Reason why)
{
    // „Quadrupel oder Matsch ... Triple ... Double ... simple“, by what the
    // opponent has marked in this round.
    const int other = 1 - seat;
    const int his = marker_[other];
    (void)why;
    const Reason kind = his == 0   ? Reason::Quadrupel
                        : his <= 2 ? Reason::Triple
                        : his <= 6 ? Reason::Double
                                   : Reason::Simple;
    const int count = kind == Reason::Quadrupel ? 4
                      : kind == Reason::Triple  ? 3
                      : kind == Reason::Double  ? 2
                                                : 1;
    record(Mark{static_cast<std::int8_t>(seat), kind, static_cast<std::int8_t>(count), 0, 0});
    striche_[seat] = static_cast<std::int8_t>(striche_[seat] + count);
    marker_[other] = 0;
    marker_[seat] = static_cast<std::int16_t>(rest);
    roundWon_ = true;
    lastRoundWinner_ = static_cast<std::int8_t>(seat);
    if (striche_[seat] >= rules_.partieStriche)
        partieOver_ = true;
}

void TcState::nextPhase(Resume resume)
{
    if (partieOver_) {
        phase_ = Phase::Over;
        return;
    }
    if (roundWon_) {
        // „so hängt es von ihm als Gewinner ab, ob er das Spiel fortsetzen,
        // oder ein neues Spiel anfangen will“
        roundWon_ = false;
        phase_ = Phase::Choice;
        chooser_ = lastRoundWinner_;
        resume_ = resume;
        return;
    }
    if (resume == Resume::Move)
        enterMovePhase();
    else
        phase_ = Phase::Dice;
}

void TcState::enterMovePhase()
{
    std::array<Move, kMaxMoves> plays;
    phase_ = Phase::Move;
    if (generatePlays(plays.data()) > 0)
        return;
    // „Ist ein Wurf ganz ... nicht zu setzen, so markiert der Gegner dafür ... zwei“
    addMark(1 - thrower_, Reason::Unplayable, 2);
    for (int die : {static_cast<int>(a_), static_cast<int>(b_)})
        if (exactOffBlocked(thrower_, die) && opponentAt(thrower_, 23) == 1)
            addMark(thrower_, Reason::BearoffBlot, 1, pointOf(thrower_, 23));
    endTurn(false);
}

void TcState::endTurn(bool marsch)
{
    if (!marsch) {
        thrower_ = static_cast<std::int8_t>(1 - thrower_);
        nextPhase(Resume::NextThrow);
        return;
    }
    // „Derjenige, welcher zuerst aufhebt und herauskommt, markiert zwei Points,
    // wenn sein letzter Wurf einfach ist, hat er aber eine Doublette, so hat er
    // den Satz oder das Spiel gewonnen.“
    const int seat = thrower_;
    if (doublet()) {
        record(Mark{static_cast<std::int8_t>(seat), Reason::MarschDoublet, 0, 0, 0});
        winRound(seat, 0, Reason::MarschDoublet);
    } else {
        addMark(seat, Reason::Marsch, 2);
    }
    roundWon_ = false; // the stones game is over anyway: no choice to make
    if (partieOver_) {
        phase_ = Phase::Over;
        return;
    }
    // „... und der Spieler, welcher den Marsch gewonnen hat, wirft an.“
    newGame(seat);
}

void TcState::apply(Move move)
{
    markCount_ = 0;
    markerBefore_ = marker_;
    stricheBefore_ = striche_;
    wiped_ = move.kind == MoveKind::NewGame;
    roundWon_ = false;
    switch (move.kind) {
    case MoveKind::Lots:
        // „Um den ersten Wurf wird ... gelost; die meisten Augen entscheiden“
        lotA_ = move.a;
        lotB_ = move.b;
        if (move.a != move.b) {
            thrower_ = move.a > move.b ? 0 : 1;
            phase_ = Phase::Dice;
        }
        return;
    case MoveKind::Dice: {
        a_ = move.a;
        b_ = move.b;
        dueShown_ = false;
        if (rules_.schule) {
            // „Wer mehr oder weniger markiert, als er markieren soll ...“: the
            // thrower marks himself; the engine keeps what is due for the review.
            const int made = throwMarks(thrower_, a_, b_, due_marks_.data());
            marksLost_ = marksLost_ || made > kMaxThrowMarks;
            dueCount_ = static_cast<std::uint8_t>(std::min(made, kMaxThrowMarks));
            due_ = 0;
            for (int i = 0; i < dueCount_; ++i)
                due_ = static_cast<std::int16_t>(due_ + due_marks_[i].points);
            declared_ = -1;
            phase_ = Phase::Declare;
            return;
        }
        std::array<Mark, kMaxThrowMarks> marks;
        const int made = throwMarks(thrower_, a_, b_, marks.data());
        marksLost_ = marksLost_ || made > kMaxThrowMarks;
        const int n = std::min(made, kMaxThrowMarks);
        for (int i = 0; i < n; ++i)
            addMark(marks[i].seat, marks[i].reason, marks[i].points, marks[i].at, marks[i].from);
        nextPhase(Resume::Move);
        return;
    }
    case MoveKind::Mark:
        declared_ = static_cast<std::int8_t>(move.a);
        phase_ = Phase::Review;
        return;
    case MoveKind::Pass:
    case MoveKind::Force:
    case MoveKind::Schule:
        review(move);
        return;
    case MoveKind::Play:
        applyPlay(move);
        return;
    case MoveKind::Continue:
        // „im ersten Falle kann er diejenigen Points, die er mehr hatte ... aufs
        // Neue markieren, welches man einen Rest haben nennt“
        chooser_ = kNobody;
        nextPhase(resume_);
        return;
    case MoveKind::NewGame: {
        // „im anderen Fall wird das Spiel wie gewöhnlich angefangen“
        const int first = chooser_;
        marker_ = {0, 0};
        newGame(first);
        return;
    }
    }
}

void TcState::applyPlay(const Move& move)
{
    const int me = thrower_;
    auto& mine = stones_[me];
    for (int i = 0; i < move.count; ++i) {
        const Step st = move.steps[static_cast<std::size_t>(i)];
        const int to = move.gewalt ? kHucke : st.from + st.die;
        --mine[st.from];
        if (to >= kOff)
            ++off_[me];
        else
            ++mine[to];
    }
    if (move.count < 2 && off_[me] < kStones) {
        // „im letzten [Fall] eins“; a die that may not bear off because of the
        // opponent's stones on his first point is such a die.
        const int used = move.count == 1 ? move.steps[0].die : -1;
        addMark(1 - me, Reason::UnplayablePart, 1);
        const int unused = used == a_ ? b_ : a_;
        if (exactOffBlocked(me, unused) && opponentAt(me, 23) == 1)
            addMark(me, Reason::BearoffBlot, 1, pointOf(me, 23));
    }
    if (partieOver_) {
        phase_ = Phase::Over;
        return;
    }
    endTurn(off_[me] == kStones);
}

void TcState::setUpForTest(const std::array<std::array<int, kPoints>, 2>& stones,
                           std::array<int, 2> markers, std::array<int, 2> striche, int thrower)
{
    for (int s = 0; s < 2; ++s) {
        int on = 0;
        for (int i = 0; i < kPoints; ++i) {
            stones_[s][i] = static_cast<std::int8_t>(stones[s][i]);
            on += stones[s][i];
        }
        off_[s] = static_cast<std::int8_t>(kStones - on);
        marker_[s] = static_cast<std::int16_t>(markers[s]);
        striche_[s] = static_cast<std::int8_t>(striche[s]);
    }
    thrower_ = static_cast<std::int8_t>(thrower);
    phase_ = Phase::Dice;
    resume_ = Resume::None;
    chooser_ = kNobody;
    markCount_ = 0;
    markerBefore_ = marker_;
    stricheBefore_ = striche_;
    wiped_ = false;
    partieOver_ = false;
}

} // namespace zv::toccategli
