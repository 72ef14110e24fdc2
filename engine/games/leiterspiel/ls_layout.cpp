#include "games/leiterspiel/ls_layout.h"

#include "kit/notation_words.h"

#include <charconv>
#include <map>
#include <set>

namespace zv::leiterspiel {
namespace {

bool number(std::string_view w, int* value)
{
    const auto [end, ec] = std::from_chars(w.data(), w.data() + w.size(), *value);
    return ec == std::errc() && end == w.data() + w.size();
}

std::string jumpText(const char* kind, const Jump& j)
{
    return std::string(kind) + " " + std::to_string(j.from) + "-" + std::to_string(j.to);
}

} // namespace

bool parseLayout(std::string_view text, Layout* out, std::string* why)
{
    std::string spaced;
    for (const char c : text)
        spaced += c == ';' || c == ',' ? ' ' : c;
    Layout layout;
    std::vector<Jump>* list = nullptr;
    for (const std::string& w : kit::words(spaced)) {
        if (w == "ladders" || w == "ladders:") {
            list = &layout.ladders;
            continue;
        }
        if (w == "snakes" || w == "snakes:") {
            list = &layout.snakes;
            continue;
        }
        const std::size_t dash = w.find('-');
        Jump j;
        if (!list || dash == std::string::npos ||
            !number(std::string_view(w).substr(0, dash), &j.from) ||
            !number(std::string_view(w).substr(dash + 1), &j.to))
            return kit::fail(why, "\"" + w +
                                      "\" is not a jump: write ladders 4-14 ...; snakes 16-6 ... "
                                      "(from field - to field)");
        list->push_back(j);
    }
    *out = layout;
    return true;
}

std::string layoutProblems(const Layout& layout)
{
    std::string problems;
    const auto problem = [&](const std::string& p) { problems += p + "\n"; };
    std::map<int, std::string> exits; // field -> the jump that leaves it
    std::map<int, int> next;
    const auto check = [&](const char* kind, const Jump& j, bool up) {
        const std::string name = jumpText(kind, j);
        if (j.from < 1 || j.from > kLastField || j.to < 1 || j.to > kLastField) {
            problem(name + ": the fields run from 1 to 100");
            return;
        }
        if (j.from == 1 || j.from == kLastField)
            problem(name + ": no ladder or snake may start on field " + std::to_string(j.from) +
                    (j.from == 1 ? " (the first field)" : " (the goal)"));
        if (j.from == j.to)
            problem(name + ": leads nowhere");
        else if (up && j.to < j.from)
            problem(name + ": a ladder leads up; this one goes down (a snake?)");
        else if (!up && j.to > j.from)
            problem(name + ": a snake leads down; this one goes up (a ladder?)");
        const auto [it, fresh] = exits.emplace(j.from, name);
        if (!fresh)
            problem("field " + std::to_string(j.from) + " has two exits: " + it->second + " and " +
                    name);
        else
            next[j.from] = j.to;
    };
    for (const Jump& j : layout.ladders)
        check("ladder", j, true);
    for (const Jump& j : layout.snakes)
        check("snake", j, false);
    // A loop: following the jumps from a field comes back to it, and a
    // piece would climb and slide for ever.
    std::set<int> reported;
    for (const auto& [start, unused] : next) {
        std::vector<int> chain = {start};
        int at = start;
        while (next.count(at) && chain.size() <= next.size() + 1) {
            at = next[at];
            chain.push_back(at);
            if (at == start && !reported.count(start)) {
                std::string words;
                for (const int f : chain) {
                    words += (words.empty() ? "" : " -> ") + std::to_string(f);
                    reported.insert(f);
                }
                problem("a loop: " + words);
                break;
            }
        }
    }
    if (!problems.empty())
        problems.pop_back();
    return problems;
}

std::string checkLayoutText(const std::string& text)
{
    Layout layout;
    std::string why;
    if (!parseLayout(text, &layout, &why))
        return why;
    return layoutProblems(layout);
}

std::string layoutText(const Layout& layout)
{
    std::string text = "ladders";
    for (const Jump& j : layout.ladders)
        text += " " + std::to_string(j.from) + "-" + std::to_string(j.to);
    text += "; snakes";
    for (const Jump& j : layout.snakes)
        text += " " + std::to_string(j.from) + "-" + std::to_string(j.to);
    return text;
}

const std::string& defaultLayoutText()
{
    static const std::string text =
        "ladders 2-38 4-14 9-31 21-42 28-84 36-44 51-67 71-91 80-100; "
        "snakes 16-6 47-26 49-11 56-53 62-19 64-60 87-24 93-73 95-75 98-78";
    return text;
}

} // namespace zv::leiterspiel
