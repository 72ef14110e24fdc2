#include "games/farbcode/fc_code.h"

#include <algorithm>
#include <cctype>
#include <memory>

namespace zv::farbcode {

int peg(int code, int position)
{
    for (int i = kPegs - 1; i > position; --i)
        code /= kColours;
    return code % kColours;
}

std::array<int, kPegs> pegs(int code)
{
    std::array<int, kPegs> p{};
    for (int i = kPegs - 1; i >= 0; --i) {
        p[static_cast<std::size_t>(i)] = code % kColours;
        code /= kColours;
    }
    return p;
}

int codeOf(const std::array<int, kPegs>& p)
{
    int code = 0;
    for (int v : p)
        code = code * kColours + v;
    return code;
}

std::string codeText(int code)
{
    if (code < 0 || code >= kCodes)
        return "????";
    std::string text;
    for (int v : pegs(code))
        text += kColourLetters[static_cast<std::size_t>(v)];
    return text;
}

int parseCode(std::string_view text)
{
    if (text.size() != kPegs)
        return -1;
    std::array<int, kPegs> p{};
    for (std::size_t i = 0; i < kPegs; ++i) {
        const char c = static_cast<char>(std::toupper(static_cast<unsigned char>(text[i])));
        const auto at = kColourLetters.find(c);
        if (at == std::string_view::npos)
            return -1;
        p[i] = static_cast<int>(at);
    }
    return codeOf(p);
}

int computeAnswer(int code, int guess)
{
    const auto c = pegs(code);
    const auto g = pegs(guess);
    int black = 0;
    std::array<int, kColours> codeLeft{}, guessLeft{};
    for (std::size_t i = 0; i < kPegs; ++i) {
        if (c[i] == g[i]) {
            ++black;
        } else {
            ++codeLeft[static_cast<std::size_t>(c[i])];
            ++guessLeft[static_cast<std::size_t>(g[i])];
        }
    }
    int white = 0;
    for (std::size_t v = 0; v < kColours; ++v)
        white += std::min(codeLeft[v], guessLeft[v]);
    return answerOf(black, white);
}

const std::uint8_t* answerRow(int code)
{
    static const std::unique_ptr<std::uint8_t[]> table = [] {
        auto t = std::make_unique<std::uint8_t[]>(static_cast<std::size_t>(kCodes) * kCodes);
        for (int c = 0; c < kCodes; ++c)
            for (int g = 0; g < kCodes; ++g)
                t[static_cast<std::size_t>(c) * kCodes + static_cast<std::size_t>(g)] =
                    static_cast<std::uint8_t>(computeAnswer(c, g));
        return t;
    }();
    return table.get() + static_cast<std::size_t>(code) * kCodes;
}

} // namespace zv::farbcode
