// Notation ("code GRBG", "guess RYRG"), what the board shows (describe, with
// the Tipp), the invariants, the hash, and what each seat may see.
#include "games/farbcode/fc_state.h"
#include "games/farbcode/strategy.h"
#include "kit/notation_words.h"
#include "kit/state_hasher.h"

namespace zv::farbcode {
namespace {

using kit::fail;
using kit::words;

} // namespace

std::string FcState::moveText(Move move) const
{
    return (move.kind == MoveKind::Code ? "code " : "guess ") + codeText(move.code);
}

std::vector<std::string> FcState::movePath(Move move) const
{
    // The board composes the four pegs itself and plays the whole move.
    return {moveText(move)};
}

bool FcState::parseMove(std::string_view text, Move* out, std::string* why) const
{
    if (isOver())
        return fail(why, "the game is over");
    const std::vector<std::string> w = words(text);
    const char* verb = phase_ == Phase::SetCode ? "code" : "guess";
    if (w.size() != 2 || w[0] != verb)
        return fail(why, std::string("write ") + verb + " and four pegs of R G B Y O P, e.g. " +
                             verb + " GRBG");
    const int code = parseCode(w[1]);
    if (code < 0)
        return fail(why, "four pegs, each one of R G B Y O P (red, green, blue, yellow, "
                         "orange, purple)");
    *out = Move{phase_ == Phase::SetCode ? MoveKind::Code : MoveKind::Guess,
                static_cast<std::uint16_t>(code)};
    return true;
}

void FcState::describe(StateSink& sink) const
{
    using ll = long long;
    sink.put("over", static_cast<ll>(isOver() ? 1 : 0));
    sink.put("toMove", static_cast<ll>(isOver() ? -1 : toMove()));
    sink.put("phase", phase_ == Phase::SetCode ? std::string_view("code")
                      : phase_ == Phase::Guess ? std::string_view("guess")
                                               : std::string_view("over"));
    sink.put("rows", static_cast<ll>(rules_.rows));
    sink.put("twoBoards", static_cast<ll>(rules_.twoBoards ? 1 : 0));
    sink.put("boards", static_cast<ll>(boardCount()));
    sink.put("current", static_cast<ll>(isOver() ? -1 : current_));
    for (int b = 0; b < boardCount(); ++b) {
        const Board& board = boards_[static_cast<std::size_t>(b)];
        const std::string n = std::to_string(b);
        // The secret: its text when this view may see it, "" otherwise.
        sink.put("code" + n, board.code < kCodes ? std::string_view(codeText(board.code))
                                                 : std::string_view(""));
        std::vector<std::string> guesses;
        std::vector<int> black, white;
        for (int i = 0; i < board.count; ++i) {
            guesses.push_back(codeText(board.guesses[static_cast<std::size_t>(i)]));
            black.push_back(answerBlack(board.answers[static_cast<std::size_t>(i)]));
            white.push_back(answerWhite(board.answers[static_cast<std::size_t>(i)]));
        }
        sink.put("guesses" + n, guesses);
        sink.put("black" + n, black);
        sink.put("white" + n, white);
        sink.put("solved" + n, static_cast<ll>(board.solved ? 1 : 0));
        sink.put("breaker" + n, static_cast<ll>(breakerOf(b)));
        sink.put("maker" + n, static_cast<ll>(makerOf(b)));
        // The Tipp: how many codes the answers still allow, and the guess
        // that splits them best (the Master's strategy). Public knowledge.
        const std::vector<std::uint16_t> left =
            phase_ == Phase::SetCode ? std::vector<std::uint16_t>{} : candidates(b);
        sink.put("possible" + n, static_cast<ll>(phase_ == Phase::SetCode ? kCodes : left.size()));
        std::string tip;
        int tipParts = 0;
        if (phase_ == Phase::Guess && b == current_ && !board.finished(rules_.rows) &&
            !left.empty()) {
            FastRng unused(1);
            const int guess = chooseGuess(Strategy::MostParts, left, unused);
            tip = codeText(guess);
            std::array<bool, kAnswerSlots> seen{};
            for (std::uint16_t c : left)
                seen[static_cast<std::size_t>(answer(c, guess))] = true;
            for (bool s : seen)
                tipParts += s ? 1 : 0;
        }
        sink.put("tip" + n, tip);
        sink.put("tipParts" + n, static_cast<ll>(tipParts));
    }
    if (isOver()) {
        const auto r = result();
        sink.put("winner", static_cast<ll>(r[0] == r[1] ? -1 : r[0] > r[1] ? 0 : 1));
        sink.put("reason", std::string_view(endReason()));
        std::vector<int> scores;
        for (int b = 0; b < boardCount(); ++b)
            scores.push_back(score(b));
        sink.put("scores", scores);
    }
}

std::string FcState::invariantViolation() const
{
    for (int b = 0; b < boardCount(); ++b) {
        const Board& board = boards_[static_cast<std::size_t>(b)];
        if (board.count > rules_.rows)
            return "board " + std::to_string(b) + " has more guesses than rows";
        if (phase_ != Phase::SetCode && board.code == kNoCode)
            return "board " + std::to_string(b) + " is played without a code";
        for (int i = 0; i < board.count; ++i) {
            const int a = board.answers[static_cast<std::size_t>(i)];
            if (answerBlack(a) + answerWhite(a) > kPegs)
                return "an answer with more than four pegs";
            if (board.code < kCodes &&
                a != answer(board.code, board.guesses[static_cast<std::size_t>(i)]))
                return "an answer that does not fit the code";
            if (a == kSolved && i + 1 != board.count)
                return "guesses after the code was found";
        }
        if (board.code < kCodes &&
            board.solved != (board.count > 0 && board.answers[board.count - 1u] == kSolved))
            return "solved does not match the last answer";
    }
    return {};
}

std::uint64_t FcState::hash() const
{
    kit::StateHasher h(0x3C6E'F372'FE94'F82BULL);
    h.add(static_cast<std::uint64_t>(phase_) | static_cast<std::uint64_t>(current_) << 8 |
          static_cast<std::uint64_t>(rules_.rows) << 16 |
          static_cast<std::uint64_t>(rules_.twoBoards) << 24);
    for (int b = 0; b < boardCount(); ++b) {
        const Board& board = boards_[static_cast<std::size_t>(b)];
        h.add(static_cast<std::uint64_t>(board.code) | static_cast<std::uint64_t>(board.count)
                                                           << 16);
        for (int i = 0; i < board.count; ++i)
            h.add(board.guesses[static_cast<std::size_t>(i)]);
    }
    return h.value();
}

FcState FcState::viewFor(int seat) const
{
    FcState view = *this;
    if (isOver())
        return view;
    for (int b = 0; b < boardCount(); ++b) {
        Board& board = view.boardRef(b);
        if (board.code < kCodes && makerOf(b) != seat)
            board.code = kHidden;
    }
    return view;
}

FcState FcState::sampleUnseen(int seat, FastRng& rng) const
{
    FcState full = *this;
    for (int b = 0; b < boardCount(); ++b) {
        Board& board = full.boardRef(b);
        // What `seat` cannot see: a code it did not make (hidden in its
        // view, or still in the full state); any code that agrees with the
        // answers so far is as likely.
        const bool chosen = board.code < kCodes || board.code == kHidden;
        if (!chosen || makerOf(b) == seat)
            continue;
        const std::vector<std::uint16_t> left = candidates(b);
        board.code =
            left.empty()
                ? 0
                : left[static_cast<std::size_t>(rng.uniform(static_cast<int>(left.size())))];
    }
    return full;
}

} // namespace zv::farbcode
