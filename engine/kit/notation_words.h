// What every game's notation reader shares: the move text as lower-case
// words, and a refusal that says why in plain English.
#pragma once

#include <cctype>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

namespace zv::kit {

// Sets *why (when asked for) and returns false, for `return fail(why, "...")`.
inline bool fail(std::string* why, std::string reason)
{
    if (why)
        *why = std::move(reason);
    return false;
}

// The text's words, lower-cased (moves are read case-insensitively).
inline std::vector<std::string> words(std::string_view text)
{
    std::string lower(text);
    for (char& c : lower)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    std::istringstream in(lower);
    std::vector<std::string> out;
    std::string w;
    while (in >> w)
        out.push_back(w);
    return out;
}

} // namespace zv::kit
