#pragma once

// A game's rule options (core/game.h OptionSpec) as one call each, and their
// values read back from the Options a session was started with. Every game
// with options uses these, so a choice's key and the words a visitor reads
// for it stay side by side, and a value that is missing or not a number falls
// back to the default instead of throwing.

#include "core/game.h"

#include <charconv>
#include <string>
#include <utility>
#include <vector>

namespace zv::kit {

// One choice of a Choice option: its key and what the lobby shows for it.
struct OptionChoice {
    std::string key, labelDe, labelEn;
};

// On/off. `source` is the sentence of the house's document the option comes
// from (shown in RULES.md and the lobby's "why").
inline OptionSpec boolOption(std::string key, bool value, std::string labelDe, std::string labelEn,
                             std::string source)
{
    OptionSpec spec;
    spec.key = std::move(key);
    spec.type = OptionSpec::Type::Bool;
    spec.defaultValue = value ? "true" : "false";
    spec.labelDe = std::move(labelDe);
    spec.labelEn = std::move(labelEn);
    spec.source = std::move(source);
    return spec;
}

// A whole number from `low` to `high`.
inline OptionSpec intOption(std::string key, int value, int low, int high, std::string labelDe,
                            std::string labelEn, std::string source)
{
    OptionSpec spec;
    spec.key = std::move(key);
    spec.type = OptionSpec::Type::Int;
    spec.defaultValue = std::to_string(value);
    spec.minValue = low;
    spec.maxValue = high;
    spec.labelDe = std::move(labelDe);
    spec.labelEn = std::move(labelEn);
    spec.source = std::move(source);
    return spec;
}

// One of `choices`; `value` is the key of the default choice.
inline OptionSpec choiceOption(std::string key, std::string value,
                               const std::vector<OptionChoice>& choices, std::string labelDe,
                               std::string labelEn, std::string source)
{
    OptionSpec spec;
    spec.key = std::move(key);
    spec.type = OptionSpec::Type::Choice;
    spec.defaultValue = std::move(value);
    for (const OptionChoice& choice : choices) {
        spec.choices.push_back(choice.key);
        spec.choiceLabelsDe.push_back(choice.labelDe);
        spec.choiceLabelsEn.push_back(choice.labelEn);
    }
    spec.labelDe = std::move(labelDe);
    spec.labelEn = std::move(labelEn);
    spec.source = std::move(source);
    return spec;
}

// The option's value as given, or `fallback` when it was not given.
inline std::string optionValue(const Options& options, const std::string& key,
                               const std::string& fallback)
{
    const auto it = options.find(key);
    return it == options.end() ? fallback : it->second;
}

// "true" is on; anything else given is off; not given is `fallback`.
inline bool optionIsOn(const Options& options, const std::string& key, bool fallback)
{
    const auto it = options.find(key);
    return it == options.end() ? fallback : it->second == "true";
}

// The option's number, or `fallback` when it was not given or is no number.
inline int optionInt(const Options& options, const std::string& key, int fallback)
{
    const auto it = options.find(key);
    if (it == options.end())
        return fallback;
    int value = fallback;
    const std::string& text = it->second;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    return error == std::errc() && end == text.data() + text.size() ? value : fallback;
}

} // namespace zv::kit
