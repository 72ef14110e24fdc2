// The Leiterspiel's board: which field leads where. The layout is content
// (assets/boards/leiterspiel.yaml, edited by staff) and reaches the engine as
// the text of the option "layout":
//     ladders 2-38 4-14 9-31; snakes 16-6 47-26
// The validator here is the one every reader uses (the engine, the kiosk,
// `zeitvertreib-cli content check`), so staff read the same message
// wherever a bad layout is caught.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace zv::leiterspiel {

inline constexpr int kLastField = 100;

struct Jump {
    int from = 0, to = 0;
    friend bool operator==(const Jump&, const Jump&) = default;
};

struct Layout {
    std::vector<Jump> ladders, snakes;
};

// The layout from its text; false, with a message for staff in *why, when
// the text cannot be read.
bool parseLayout(std::string_view text, Layout* out, std::string* why);
// Empty when the layout is playable; otherwise every problem, one a line, in
// words for staff: fields outside 1..100, a jump from field 1 or 100, a
// ladder that goes down or a snake that goes up, a field with two exits, a
// loop of jumps.
std::string layoutProblems(const Layout& layout);
// Parse and check in one: empty when the text is a playable layout.
std::string checkLayoutText(const std::string& text);
std::string layoutText(const Layout& layout);

// The exhibit's layout, the same as assets/boards/leiterspiel.yaml (a test
// holds them equal): the option's default, so the CLI and the tests play
// without the content store.
const std::string& defaultLayoutText();

} // namespace zv::leiterspiel
