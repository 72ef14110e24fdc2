#include "games/pachisi/pc_types.h"

namespace zv::pachisi {

Square squareOf(int seat, int progress)
{
    const int own = seat;
    if (progress < kRows) // out along the own middle column
        return {own, 1, progress};
    if (progress < 2 * kRows) // back along the own arm's column 2
        return {own, 2, 2 * kRows - 1 - progress};
    if (progress < 8 * kRows) {               // out and back along each following arm
        const int k = progress / (2 * kRows); // 1..3
        const int arm = (own + k) % kArms;
        const int step = progress % (2 * kRows);
        return step < kRows ? Square{arm, 0, step} : Square{arm, 2, 2 * kRows - 1 - step};
    }
    if (progress < 9 * kRows) // out along the own arm's column 0
        return {own, 0, progress - 8 * kRows};
    return {own, 1, 10 * kRows - 1 - progress}; // home up the middle column
}

Throw throwOf(const Rules& rules, int mouthsUp)
{
    if (rules.shells == 7) {
        // Herklots' seven cowries: 0=6, 1=10, 2..4 as they fall, 5=25, 6=30,
        // 7=12; 25 and 30 carry the extra that brings a piece in (RULES.md).
        static constexpr std::array<int, 8> scores = {6, 10, 2, 3, 4, 25, 30, 12};
        const int score = scores[static_cast<std::size_t>(mouthsUp)];
        return {mouthsUp, score, score == 25 || score == 30};
    }
    // Six cowries: none up 25, one up 10, six up 6 — the graces; else as they fall.
    if (mouthsUp == 0)
        return {0, 25, true};
    if (mouthsUp == 1)
        return {1, 10, true};
    return {mouthsUp, mouthsUp, mouthsUp == 6};
}

double throwChance(const Rules& rules, int mouthsUp)
{
    double ways = 1;
    for (int i = 0; i < mouthsUp; ++i)
        ways = ways * (rules.shells - i) / (i + 1);
    return ways / static_cast<double>(1 << rules.shells);
}

char armLetter(int arm)
{
    return static_cast<char>('a' + arm);
}

std::string squareText(int seat, int progress)
{
    if (progress == kWaiting || progress == kHome)
        return "charkoni";
    const Square sq = squareOf(seat, progress);
    return std::string(1, armLetter(sq.arm)) + "lmr"[sq.column] + std::to_string(sq.row + 1);
}

} // namespace zv::pachisi
