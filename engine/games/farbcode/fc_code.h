// Farbcode (the Master Mind rules): codes of four pegs from six colours, and
// the answer to a guess in black and white pegs, exactly as the source
// defines them (RULES.md, "Rules"). A code is a number 0..1295 (four base-6
// digits, the first peg the most significant), so every part of the game
// and the breakers' search work on small integers and one table.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace zv::farbcode {

inline constexpr int kPegs = 4;
inline constexpr int kColours = 6;
inline constexpr int kCodes = 1296; // 6^4
// Answers: black * 5 + white (black + white <= 4); 14 of the 25 values occur.
inline constexpr int kAnswerSlots = 25;
inline constexpr int kSolved = 4 * 5; // four black
// A code a seat may not see (the other's secret), and "no code yet".
inline constexpr std::uint16_t kHidden = 0xFFFE;
inline constexpr std::uint16_t kNoCode = 0xFFFF;

// Peg colours as the notation writes them: red, green, blue, yellow, orange,
// purple (R G B Y O P). The source's example uses green, red, blue, yellow
// and orange; the sixth is the usual purple (RULES.md).
inline constexpr std::string_view kColourLetters = "RGBYOP";

int peg(int code, int position); // 0..5
std::array<int, kPegs> pegs(int code);
int codeOf(const std::array<int, kPegs>& pegs);
std::string codeText(int code); // "GRBG"
// Reads "GRBG" (case-insensitive); -1 when it is no code.
int parseCode(std::string_view text);

inline constexpr int answerBlack(int answer)
{
    return answer / 5;
}
inline constexpr int answerWhite(int answer)
{
    return answer % 5;
}
inline constexpr int answerOf(int black, int white)
{
    return black * 5 + white;
}

// The answer to `guess` when the code is `code`: a black peg for each peg
// right in colour and place, a white one for each further peg of a right
// colour in a wrong place (each code peg answers at most once).
int computeAnswer(int code, int guess);
// The same from a table filled once (1296 x 1296 bytes): answer(code, guess),
// and the answers of every guess to one code (answerRow(code)[guess]).
const std::uint8_t* answerRow(int code);
inline int answer(int code, int guess)
{
    return answerRow(code)[guess];
}

} // namespace zv::farbcode
