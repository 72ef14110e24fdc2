#include "scenario.h"

#include "core/game.h"
#include "core/rng.h"

#include <algorithm>
#include <fstream>
#include <map>
#include <sstream>

namespace zv::scenarios {

namespace {

std::string trimmed(const std::string& text)
{
    const auto first = text.find_first_not_of(" \t\r");
    if (first == std::string::npos)
        return {};
    const auto last = text.find_last_not_of(" \t\r");
    return text.substr(first, last - first + 1);
}

// Everything describe() says, keyed, with lists joined by commas.
class MapSink final : public StateSink {
public:
    std::map<std::string, std::string, std::less<>> values;
    void put(std::string_view key, long long value) override
    {
        values[std::string(key)] = std::to_string(value);
    }
    void put(std::string_view key, std::string_view value) override
    {
        values[std::string(key)] = std::string(value);
    }
    void put(std::string_view key, const std::vector<int>& list) override
    {
        std::string joined;
        for (std::size_t i = 0; i < list.size(); ++i)
            joined += (i ? "," : "") + std::to_string(list[i]);
        values[std::string(key)] = joined;
    }
    void put(std::string_view key, const std::vector<std::string>& list) override
    {
        std::string joined;
        for (std::size_t i = 0; i < list.size(); ++i)
            joined += (i ? "," : "") + list[i];
        values[std::string(key)] = joined;
    }
};

std::string where(const Scenario& s, int line)
{
    return s.file + ":" + std::to_string(line) + " (" + s.name + "): ";
}

std::string resultText(const std::vector<double>& result)
{
    std::ostringstream out;
    for (std::size_t i = 0; i < result.size(); ++i)
        out << (i ? "," : "") << result[i];
    return out.str();
}

bool isLegal(const Game& game, const std::string& move)
{
    const auto moves = game.legalMoves();
    return std::find(moves.begin(), moves.end(), move) != moves.end();
}

} // namespace

bool parseScenarioFile(const std::string& path, std::vector<Scenario>* out, std::string* error)
{
    std::ifstream in(path);
    if (!in) {
        *error = path + ": cannot be read";
        return false;
    }
    std::string raw;
    int lineNumber = 0;
    Scenario* current = nullptr;
    const auto fail = [&](const std::string& why) {
        *error = path + ":" + std::to_string(lineNumber) + ": " + why;
        return false;
    };
    while (std::getline(in, raw)) {
        ++lineNumber;
        const std::string line = trimmed(raw);
        if (line.empty() || line[0] == '#')
            continue;
        const auto space = line.find(' ');
        std::string verb = line.substr(0, space);
        const std::string argument = space == std::string::npos ? "" : trimmed(line.substr(space));
        if (verb == "scenario") {
            out->push_back(Scenario{});
            current = &out->back();
            current->file = path;
            current->line = lineNumber;
            current->name = argument;
            continue;
        }
        if (!current)
            return fail("a scenario starts with \"scenario NAME\"");
        if (verb == "game") {
            current->game = argument;
        } else if (verb == "seats") {
            current->seats = std::stoi(argument);
        } else if (verb == "seed") {
            current->seed = std::stoull(argument);
        } else if (verb == "option") {
            const auto eq = argument.find('=');
            if (eq == std::string::npos)
                return fail("option KEY=VALUE");
            current->options.emplace_back(trimmed(argument.substr(0, eq)),
                                          trimmed(argument.substr(eq + 1)));
        } else {
            Step step;
            step.line = lineNumber;
            if (verb.rfind("expect@", 0) == 0) {
                step.viewer = verb == "expect@spectator" ? kSpectator : std::stoi(verb.substr(7));
                verb = "expect";
            }
            static const std::vector<std::string> verbs = {
                "play", "reject",  "legal",  "illegal", "expect",
                "over", "notover", "result", "draw",    "position"};
            if (std::find(verbs.begin(), verbs.end(), verb) == verbs.end())
                return fail("unknown word \"" + verb + "\"");
            if (current->game.empty())
                return fail("\"game KEY\" comes before the first step");
            step.verb = verb;
            step.argument = argument;
            current->steps.push_back(step);
        }
    }
    return true;
}

std::string runScenario(const Scenario& s)
{
    const GameInfo* info = findGame(s.game);
    if (!info)
        return where(s, s.line) + "no game \"" + s.game + "\"";
    Options options;
    for (const auto& [key, value] : s.options)
        options[key] = value;
    const std::vector<Seat> seats(static_cast<std::size_t>(s.seats > 0 ? s.seats : info->minSeats));
    std::string why;
    auto game = createGame(s.game, options, seats, &why);
    if (!game)
        return where(s, s.line) + why;
    Rng rng(s.seed);
    for (const Step& step : s.steps) {
        const std::string at = where(s, step.line);
        if (step.verb == "play") {
            if (!game->play(step.argument, &why))
                return at + "\"" + step.argument + "\" was refused: " + why;
            if (const std::string broken = game->invariantViolation(); !broken.empty())
                return at + "after \"" + step.argument + "\": " + broken;
        } else if (step.verb == "position") {
            if (!game->setPosition(step.argument, &why))
                return at + "the position was refused: " + why;
            if (const std::string broken = game->invariantViolation(); !broken.empty())
                return at + "the position: " + broken;
        } else if (step.verb == "draw") {
            // "draw N": N chance moves, drawn from the scenario's seed.
            const int count = step.argument.empty() ? 1 : std::stoi(step.argument);
            for (int i = 0; i < count; ++i) {
                if (game->isOver() || game->toMove() != kChanceSeat)
                    return at + "no chance move is due";
                game->play(game->computerMove(Level::Beginner, {}, rng));
            }
        } else if (step.verb == "reject") {
            auto copy = game->clone();
            if (copy->play(step.argument, &why))
                return at + "\"" + step.argument + "\" was accepted";
        } else if (step.verb == "legal") {
            if (!isLegal(*game, step.argument))
                return at + "\"" + step.argument + "\" is not among the legal moves";
        } else if (step.verb == "illegal") {
            if (isLegal(*game, step.argument))
                return at + "\"" + step.argument + "\" is among the legal moves";
        } else if (step.verb == "over" || step.verb == "notover") {
            if (game->isOver() != (step.verb == "over"))
                return at + (game->isOver() ? "the game is over" : "the game is not over");
        } else if (step.verb == "result") {
            if (!game->isOver())
                return at + "the game is not over";
            if (resultText(game->result()) != step.argument)
                return at + "result " + resultText(game->result()) + ", expected " + step.argument;
        } else if (step.verb == "expect") {
            const auto eq = step.argument.find('=');
            if (eq == std::string::npos)
                return at + "expect KEY = VALUE";
            const std::string key = trimmed(step.argument.substr(0, eq));
            const std::string value = trimmed(step.argument.substr(eq + 1));
            MapSink sink;
            if (step.viewer == -100)
                game->describe(sink);
            else
                game->viewFor(step.viewer)->describe(sink);
            const auto it = sink.values.find(key);
            if (it == sink.values.end())
                return at + "the state has no key \"" + key + "\"";
            if (it->second != value)
                return at + key + " is \"" + it->second + "\", expected \"" + value + "\"";
        }
    }
    return {};
}

} // namespace zv::scenarios
