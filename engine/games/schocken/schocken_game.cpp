#include "games/schocken/schocken_game.h"

#include "core/game_adapter.h"
#include "kit/option_specs.h"

#include <string>

namespace zv::schocken {

const GameInfo& SkState::gameInfo()
{
    static const GameInfo info = [] {
        GameInfo i;
        i.key = "schocken";
        i.nameDe = "Schocken (Jule)";
        i.nameEn = "Schocken (Jule)";
        i.minSeats = kMinSeats;
        i.maxSeats = kMaxSeats;
        i.family = GameFamily::Dice;
        i.minAge = 12; // the shelf's guidance: see RULES.md, "Shelf"
        i.minutes = 30;
        i.options.push_back(kit::choiceOption(
            kStartKey, "one_die",
            {{"one_die", "mit einem Würfel", "with one die"},
             {"three_dice", "mit drei Würfeln", "with three dice"}},
            "Wer anfängt, wird mit einem Würfel (oder mit drei Würfeln) ausgewürfelt",
            "Who starts is thrown out with one die (or with three dice)",
            "Varianten um das Spiel von einem Spieler zu beginnen: Entscheidung durch einfaches "
            "Auswürfeln mit 1 Würfel [...] Entscheidung durch Auswürfeln mit 3 Würfeln"));
        i.options.push_back(kit::choiceOption(
            kTiesKey, "aeugeln",
            {{"aeugeln", "Äugeln", "roll off"},
             {"mit_ist_schitt", "„Mit ist Schitt“", "the later throw loses"}},
            "Gleicher höchster/niedrigster Wurf: Äugeln (oder „Mit ist Schitt“: der spätere "
            "Wurf verliert)",
            "Equal highest/lowest throws: roll off (or the later identical throw loses)",
            "Bei gleichem höchsten / niedrigsten Wurf unabhängig der Anzahl der Würfe und wie "
            "der Wurf Zustande kommt, wird der Verlierer für die Strafsteine einfach "
            "ausgewürfelt."));
        i.options.push_back(kit::boolOption(
            kLimitToLeadKey, false, "Niemand würfelt öfter als der Vorleger",
            "Nobody throws more often than the lead",
            "Enscheidet sich der Spieler für mehr als einen Wurf [...] können alle anderen "
            "Spieler in der Runde grundsätzlich auch max. drei Würfe durchführen"));
        i.options.push_back(kit::boolOption(
            kTurnSixesKey, true, "Zwei Sechsen dürfen zu einer Eins gedreht werden",
            "Two sixes may be turned into a one",
            "Von zwei Sechsen darf eine zu einer Eins umgedreht werden, sofern beide Sechsen in "
            "einem Wurf einzielt wurden und dem Spieler noch ein weiterer Wurf zur Verfügung "
            "steht."));
        i.options.push_back(kit::boolOption(
            kRethrowAllKey, false,
            "Alle drei Würfel dürfen noch einmal geworfen werden (sonst liegen vor jedem weiteren "
            "Wurf ein oder zwei Würfel aus)",
            "All three dice may be thrown again (otherwise one or two dice lie aside before "
            "every further throw)",
            "Der Vorleger [...] entscheidet dann, ob er einen oder 2 Würfel auslegt, und mit den "
            "restlichen Würfel(n) einen weiteren Wurf macht"));
        return i;
    }();
    return info;
}

Rules rulesFromOptions(const Options& options)
{
    Rules rules;
    rules.start = kit::optionValue(options, kStartKey, "one_die") == "three_dice"
                      ? StartVariant::ThreeDice
                      : StartVariant::OneDie;
    rules.ties = kit::optionValue(options, kTiesKey, "aeugeln") == "mit_ist_schitt"
                     ? TieRule::MitIstSchitt
                     : TieRule::Aeugeln;
    rules.limitToLead = kit::optionIsOn(options, kLimitToLeadKey, false);
    rules.turnSixes = kit::optionIsOn(options, kTurnSixesKey, true);
    rules.rethrowAll = kit::optionIsOn(options, kRethrowAllKey, false);
    return rules;
}

Options optionsOf(const Rules& rules)
{
    return {{kStartKey, rules.start == StartVariant::ThreeDice ? "three_dice" : "one_die"},
            {kTiesKey, rules.ties == TieRule::MitIstSchitt ? "mit_ist_schitt" : "aeugeln"},
            {kLimitToLeadKey, rules.limitToLead ? "true" : "false"},
            {kTurnSixesKey, rules.turnSixes ? "true" : "false"},
            {kRethrowAllKey, rules.rethrowAll ? "true" : "false"}};
}

std::unique_ptr<Game> createSchocken(const Options& options, int seats)
{
    return std::make_unique<GameAdapter<SkState>>(SkState(seats, rulesFromOptions(options)));
}

std::unique_ptr<Game> makeSchockenGame(const SkState& state)
{
    return std::make_unique<GameAdapter<SkState>>(state);
}

const SkState* skState(const Game& game)
{
    const auto* adapter = dynamic_cast<const GameAdapter<SkState>*>(&game);
    return adapter ? &adapter->state() : nullptr;
}

} // namespace zv::schocken
