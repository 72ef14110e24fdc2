// The source's notation: "E530110000000 xa5" is South's pit E, its beads in
// the order they are sown (0 a stone, 1-5 gems), then after "x" the gems an
// indirect capture takes: a pit letter and the values from that pit, and the
// values taken from the opponent's cup after "+" (the source writes "& pit 55"
// or just "x554"; Freeling's own notation "x D55 E4 3" puts the cup's values in
// a group of their own after a space). A direct capture is automatic; its "x"
// may be written or left out, as the sample game does both. Annotations ("??",
// "!") are ignored.
#include "games/glasperlen/gp_state.h"

#include <cctype>

namespace zv::glasperlen {

namespace {

bool fail(std::string* why, std::string reason)
{
    if (why)
        *why = std::move(reason);
    return false;
}

int pitFromLetter(char c)
{
    if (c >= 'A' && c <= 'E')
        return c - 'A';
    if (c >= 'a' && c <= 'e')
        return 5 + c - 'a';
    return -1;
}

// Words that mean "from the opponent's cup" in the source and elsewhere.
bool skipCupWord(std::string_view text, std::size_t* i)
{
    for (std::string_view word : {"pit", "pot", "cup", "Becher", "becher"}) {
        if (text.substr(*i, word.size()) == word) {
            *i += word.size();
            return true;
        }
    }
    return false;
}

} // namespace

std::string GpState::stepText(Step step) const
{
    switch (step.kind) {
    case StepKind::Pick:
        return std::string(1, pitLetter(step.pit));
    case StepKind::Place:
        return std::string(1, static_cast<char>('0' + step.bead));
    case StepKind::Take:
        return std::string("x") + (step.pit >= 0 ? pitLetter(step.pit) : '+') +
               static_cast<char>('0' + step.bead);
    }
    return {};
}

std::vector<std::string> GpState::stepPath(Step step) const
{
    switch (step.kind) {
    case StepKind::Pick:
        return {std::string("pit:") + pitLetter(step.pit)};
    case StepKind::Place:
        return {"hand:" + std::to_string(step.bead)};
    case StepKind::Take:
        if (step.pit < 0)
            return {"cup:" + std::to_string(step.bead)};
        return {std::string("pit:") + pitLetter(step.pit) + ":" + std::to_string(step.bead)};
    }
    return {};
}

std::string GpState::turnText(const TurnReport& report)
{
    if (report.origin < 0)
        return {};
    std::string text(1, pitLetter(report.origin));
    for (int i = 0; i < report.sownCount; ++i)
        text += static_cast<char>('0' + report.sown[static_cast<std::size_t>(i)]);
    if (report.capture == CaptureKind::None)
        return text;
    text += 'x';
    if (report.capture == CaptureKind::Direct)
        return text;
    int lastPit = -2;
    for (int i = 0; i < report.takenCount; ++i) {
        const Taken& t = report.taken[static_cast<std::size_t>(i)];
        if (t.pit != lastPit)
            text += t.pit >= 0 ? pitLetter(t.pit) : '+';
        lastPit = t.pit;
        text += static_cast<char>('0' + t.value);
    }
    return text;
}

bool GpState::parseSteps(std::string_view text, std::vector<Step>* steps, std::string* why) const
{
    // Annotations carry no move; a run of spaces is kept as one, since in the
    // capture a group of bare values after a space comes from the cup.
    std::string clean;
    for (char c : text) {
        if (c == '?' || c == '!')
            continue;
        if (std::isspace(static_cast<unsigned char>(c))) {
            if (!clean.empty() && clean.back() != ' ')
                clean += ' ';
            continue;
        }
        clean += c;
    }
    if (!clean.empty() && clean.back() == ' ')
        clean.pop_back();
    if (clean.empty())
        return fail(why, "an empty move: name a pit, a bead or a gem to take");

    GpState s = *this;
    steps->clear();
    const auto play = [&](Step step, const std::string& what) {
        if (s.isOver())
            return fail(why, "the game is over");
        if (!s.isLegal(step))
            return fail(why, what);
        s.apply(step);
        steps->push_back(step);
        return true;
    };

    std::size_t i = 0;
    const std::string_view t = clean;
    if (s.phase() == Phase::Choose) {
        const int p = pitFromLetter(t[0]);
        if (p < 0)
            return fail(why, "a turn starts with a pit: A-E for South, a-e for North");
        if (sideOf(p) != s.toMove())
            return fail(why,
                        std::string("pit ") + t[0] + " is not on the side of the player to move");
        if (s.beadsIn(p) == 0)
            return fail(why, std::string("pit ") + t[0] + " is empty");
        if (!play(Step{StepKind::Pick, static_cast<std::int8_t>(p), 0},
                  std::string("the opponent has no beads: pit ") + t[0] +
                      " does not reach his side, choose a pit that feeds him"))
            return false;
        ++i;
    }
    while (i < t.size()) {
        if (t[i] == ' ' && i + 1 < t.size() && std::isdigit(static_cast<unsigned char>(t[i + 1])))
            ++i; // "E 5 3": spaces between the beads mean nothing
        if (!std::isdigit(static_cast<unsigned char>(t[i])))
            break;
        const int bead = t[i] - '0';
        if (s.phase() != Phase::Sow)
            return fail(why, "all beads of the pit are sown already; \"" + std::string(1, t[i]) +
                                 "\" is one too many");
        if (bead >= kTypes || s.hand()[bead] == 0)
            return fail(why,
                        std::string("there is no ") +
                            (bead == 0 ? std::string("stone") : "gem " + std::string(1, t[i])) +
                            " left in the hand to sow");
        if (!play(Step{StepKind::Place, -1, static_cast<std::int8_t>(bead)}, "cannot sow here"))
            return false;
        ++i;
    }
    if (i < t.size() && t[i] == ' ')
        ++i;
    if (i == t.size())
        return true; // a whole turn, or the first part of one
    if (t[i] != 'x')
        return fail(why, "unexpected \"" + std::string(t.substr(i)) + "\" after the sowing");
    const bool capturedNow = s.phase() == Phase::Take ||
                             (!steps->empty() && s.currentTurn().capture != CaptureKind::None);
    if (!capturedNow)
        return fail(why, "\"x\" but no capture: the last bead does not fall into an opposing pit "
                         "that held exactly one bead");
    int fromPit = -2; // -2: no source named yet, -1: the cup
    while (i < t.size()) {
        const char c = t[i];
        if (c == ' ') {
            // Values after a space that follows values: Freeling's cup group.
            if (std::isdigit(static_cast<unsigned char>(t[i - 1])))
                fromPit = -1;
            ++i;
            continue;
        }
        if (c == 'x' || c == ',') {
            ++i;
            continue;
        }
        if (c == '+' || c == '&') {
            fromPit = -1;
            ++i;
            continue;
        }
        if (skipCupWord(t, &i)) { // before the pit letters: "cup" and "Becher" start with one
            fromPit = -1;
            continue;
        }
        if (pitFromLetter(c) >= 0) {
            fromPit = pitFromLetter(c);
            ++i;
            continue;
        }
        if (!std::isdigit(static_cast<unsigned char>(c)))
            return fail(why, "unexpected \"" + std::string(t.substr(i)) + "\" in the capture");
        if (s.phase() != Phase::Take)
            return fail(why, "no more gems may be taken in this capture");
        const int value = c - '0';
        const int pit = fromPit == -2 ? -1 : fromPit; // bare values: from the cup ("x554")
        std::string where = pit >= 0 ? std::string("pit ") + pitLetter(pit) : "the opponent's cup";
        if (!play(Step{StepKind::Take, static_cast<std::int8_t>(pit),
                       static_cast<std::int8_t>(value)},
                  "gem " + std::string(1, c) + " cannot be taken from " + where +
                      (pit < 0 ? " (only when his pits hold no gem, and only gems in his cup)"
                               : " (it must be an opposing pit holding that gem)")))
            return false;
        ++i;
    }
    return true;
}

} // namespace zv::glasperlen
