#include "games/raus/rs_types.h"

#include <numeric>

namespace zv::raus {

char colourLetter(int colour)
{
    return static_cast<char>('a' + colour);
}

int seatColour(int, int seat)
{
    return seat;
}

ThreeTriesOdds threeTriesOdds()
{
    // Every ordered outcome of three tries, as if all three were thrown: the
    // turn succeeds when any of them is a six (the tries after the first six
    // are never thrown, which does not change the count).
    int success = 0, all = 0;
    for (int a = 1; a <= 6; ++a)
        for (int b = 1; b <= 6; ++b)
            for (int c = 1; c <= 6; ++c) {
                ++all;
                if (a == 6 || b == 6 || c == 6)
                    ++success;
            }
    const int g = std::gcd(success, all);
    return {success / g, all / g};
}

} // namespace zv::raus
