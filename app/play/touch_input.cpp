#include "touch_input.h"

#include <algorithm>

namespace zv::play {

namespace {

bool startsWith(const InputPath& path, const InputPath& prefix)
{
    return path.size() >= prefix.size() && std::equal(prefix.begin(), prefix.end(), path.begin());
}

} // namespace

std::vector<std::string> nextTouches(const std::vector<InputPath>& paths, const InputPath& partial)
{
    std::vector<std::string> next;
    for (const InputPath& path : paths) {
        if (path.size() <= partial.size() || !startsWith(path, partial))
            continue;
        const std::string& touch = path[partial.size()];
        if (std::find(next.begin(), next.end(), touch) == next.end())
            next.push_back(touch);
    }
    return next;
}

TouchResult addTouch(const std::vector<InputPath>& paths, const InputPath& partial,
                     const std::string& touch)
{
    InputPath candidate = partial;
    candidate.push_back(touch);
    TouchResult result;
    for (std::size_t i = 0; i < paths.size(); ++i) {
        if (!startsWith(paths[i], candidate))
            continue;
        if (paths[i].size() == candidate.size()) {
            // The first complete match: a later identical path would be the
            // same touches for another move, which the engine does not produce.
            return {TouchResult::Kind::Complete, static_cast<int>(i)};
        }
        result.kind = TouchResult::Kind::Extended;
    }
    return result;
}

} // namespace zv::play
