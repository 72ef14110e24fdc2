// Text of the exact numbers: "a", "br", "a+br", "a-br" (r stands for √2).
#include "games/tangram/exact.h"

#include <charconv>

namespace zv::tangram {

std::string surdText(Surd x)
{
    if (x.b == 0)
        return std::to_string(x.a);
    std::string root = std::to_string(x.b) + "r";
    if (x.a == 0)
        return root;
    return std::to_string(x.a) + (x.b > 0 ? "+" : "") + root;
}

namespace {
bool parseInt(std::string_view text, std::int64_t* out)
{
    if (!text.empty() && text.front() == '+')
        text.remove_prefix(1);
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), *out);
    return ec == std::errc() && end == text.data() + text.size();
}
} // namespace

bool parseSurd(std::string_view text, Surd* out)
{
    if (text.empty())
        return false;
    if (text.back() != 'r') {
        out->b = 0;
        return parseInt(text, &out->a);
    }
    text.remove_suffix(1);
    // The √2 part starts at the last sign that is not the first character.
    std::size_t split = std::string_view::npos;
    for (std::size_t i = text.size(); i-- > 1;)
        if (text[i] == '+' || text[i] == '-') {
            split = i;
            break;
        }
    if (split == std::string_view::npos) {
        out->a = 0;
        return parseInt(text, &out->b);
    }
    return parseInt(text.substr(0, split), &out->a) && parseInt(text.substr(split), &out->b);
}

} // namespace zv::tangram
