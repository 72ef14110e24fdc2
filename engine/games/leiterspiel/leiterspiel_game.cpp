#include "games/leiterspiel/leiterspiel_game.h"

#include "core/game_adapter.h"
#include "kit/option_specs.h"

namespace zv::leiterspiel {

const GameInfo& LsState::gameInfo()
{
    static const GameInfo info = [] {
        GameInfo i;
        i.key = "leiterspiel";
        i.nameDe = "Leiterspiel";
        i.nameEn = "Ladder game";
        i.family = GameFamily::Board;
        i.minSeats = kMinSeats;
        i.maxSeats = kMaxSeats;
        i.minAge = 4; // the shelf's guidance: see RULES.md, "Shelf"
        i.minutes = 10;
        i.options.push_back(kit::boolOption(
            kSnakesKey, false, "Schlangen und Leitern: auch die Schlangen spielen mit",
            "Snakes and ladders: the snakes play too",
            "Inventar: „Schlangen und Leitern“ (nicht vorhanden); das indische Moksha Patam und "
            "das englische Snakes and Ladders haben Schlangen."));
        i.options.push_back(kit::choiceOption(
            kEndKey, "reach",
            {{"reach", "Wer 100 erreicht oder überschreitet, gewinnt",
              "Reaching or passing 100 wins"},
             {"exact", "Genau auf 100: ein zu hoher Wurf zählt nicht",
              "Exactly on 100: a throw too high does not count"},
             {"bounce", "Genau auf 100: der Rest wird zurückgezählt",
              "Exactly on 100: the rest is counted back"}},
            "Das Ziel", "The goal", "Überlieferte Spielweisen von Snakes and Ladders (RULES.md)."));
        i.options.push_back(
            kit::boolOption(kSixAgainKey, false, "Wer eine Sechs würfelt, würfelt noch einmal",
                            "A six throws again", "Verbreitete Hausregel (RULES.md)."));
        OptionSpec layout;
        layout.key = kLayoutKey;
        layout.type = OptionSpec::Type::Text;
        layout.defaultValue = defaultLayoutText();
        layout.labelDe = "Das Brett: Leitern und Schlangen";
        layout.labelEn = "The board: ladders and snakes";
        layout.source = "assets/boards/leiterspiel.yaml (vom Personal bearbeitet)";
        layout.check = &checkLayoutText;
        i.options.push_back(layout);
        return i;
    }();
    return info;
}

Rules rulesFromOptions(const Options& options)
{
    Rules rules;
    rules.snakes = kit::optionIsOn(options, kSnakesKey, false);
    const std::string end = kit::optionValue(options, kEndKey, "reach");
    rules.end = end == "exact" ? End::Exact : end == "bounce" ? End::Bounce : End::Reach;
    rules.sixAgain = kit::optionIsOn(options, kSixAgainKey, false);
    Layout layout;
    const std::string text = kit::optionValue(options, kLayoutKey, defaultLayoutText());
    // The registry has checked the text (OptionSpec::check); a bad one
    // given past it plays on a board without jumps rather than a broken one.
    if (!parseLayout(text, &layout, nullptr) || !layoutProblems(layout).empty())
        layout = Layout{};
    for (const Jump& j : layout.ladders)
        rules.exit[static_cast<std::size_t>(j.from)] = static_cast<std::uint8_t>(j.to);
    if (rules.snakes)
        for (const Jump& j : layout.snakes)
            rules.exit[static_cast<std::size_t>(j.from)] = static_cast<std::uint8_t>(j.to);
    return rules;
}

std::unique_ptr<Game> createLeiterspiel(const Options& options, int seats)
{
    return std::make_unique<GameAdapter<LsState>>(LsState(seats, rulesFromOptions(options)));
}

} // namespace zv::leiterspiel
