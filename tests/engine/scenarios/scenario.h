// Rule cases as data: the scenario files of every game
// (engine/games/<key>/scenarios/*.txt), parsed here and run by one runner per
// family (tst_scenarios). The format is described in docs/scenarios.md.
#pragma once

#include <string>
#include <vector>

namespace zv::scenarios {

struct Step {
    int line = 0;
    std::string verb; // play, reject, ..., draw, position
    std::string argument;
    int viewer = -100; // expect@SEAT: the key is read from viewFor(SEAT)
};

struct Scenario {
    std::string file;
    int line = 0; // of its "scenario" line
    std::string name;
    std::string game;
    int seats = 0; // 0: the game's minimum
    std::vector<std::pair<std::string, std::string>> options;
    unsigned long long seed = 1;
    std::vector<Step> steps;
};

// Parses one file; on a malformed line returns false with "file:line: why".
bool parseScenarioFile(const std::string& path, std::vector<Scenario>* out, std::string* error);

// Runs a scenario; returns an empty string when every step holds, otherwise
// "file:line: what failed".
std::string runScenario(const Scenario& scenario);

} // namespace zv::scenarios
