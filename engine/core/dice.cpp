#include "core/dice.h"

#include "core/rng.h"

#include <algorithm>
#include <stdexcept>

namespace zv {

Die::Die(int sides) : sides_(sides)
{
    if (sides < 1)
        throw std::invalid_argument("a die needs at least one side");
}

int Die::roll(Rng& rng) const
{
    return 1 + rng.uniform(sides_);
}

int Die::rollSum(Rng& rng, int count) const
{
    int sum = 0;
    for (int i = 0; i < count; ++i)
        sum += roll(rng);
    return sum;
}

NamedDie::NamedDie(std::vector<std::string> faces) : faces_(std::move(faces))
{
    if (faces_.empty())
        throw std::invalid_argument("a die needs at least one face");
}

int NamedDie::rollIndex(Rng& rng) const
{
    return rng.uniform(static_cast<int>(faces_.size()));
}

std::vector<std::string> NamedDie::outcomes() const
{
    std::vector<std::string> names;
    for (const auto& face : faces_)
        if (std::find(names.begin(), names.end(), face) == names.end())
            names.push_back(face);
    return names;
}

std::vector<double> NamedDie::weights() const
{
    std::vector<double> result;
    for (const auto& name : outcomes())
        result.push_back(static_cast<double>(std::count(faces_.begin(), faces_.end(), name)) /
                         static_cast<double>(faces_.size()));
    return result;
}

} // namespace zv
