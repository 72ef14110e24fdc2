#include "games/toccategli/toccategli_game.h"

#include "core/game_adapter.h"

#include <string>

namespace zv::toccategli {

const GameInfo& TcState::gameInfo()
{
    static const GameInfo info = [] {
        GameInfo i;
        i.key = "toccategli";
        i.nameDe = "Toccateglispiel";
        i.nameEn = "Toccategli (German tric-trac)";
        i.minSeats = 2;
        i.maxSeats = 2;
        i.family = GameFamily::Board;
        i.minAge = 12; // the shelf's guidance: see RULES.md, "Shelf"
        i.minutes = 45;
        OptionSpec partie;
        partie.key = kPartieKey;
        partie.type = OptionSpec::Type::Choice;
        partie.defaultValue = "6";
        partie.choices = {"6", "8"};
        partie.choiceLabelsDe = {"6 Striche", "8 Striche"};
        partie.choiceLabelsEn = {"6 Striche", "8 Striche"};
        partie.labelDe = "Die Partie endet nach sechs oder acht Strichen";
        partie.labelEn = "The Partie ends at six or eight Striche";
        partie.source = "Man setzt fest, ob die Partie beendet sein soll, nachdem man sechs- oder "
                        "achtmal durchmarkiert hat.";
        i.options.push_back(partie);
        OptionSpec schule;
        schule.key = kSchuleKey;
        schule.type = OptionSpec::Type::Bool;
        schule.defaultValue = "false";
        schule.labelDe = "Schule: jeder markiert selbst, der Gegner schickt in die Schule";
        schule.labelEn = "Schule: each player marks his own points, the opponent may send him "
                         "to school";
        schule.source = "Wer mehr oder weniger markiert, als er markieren soll, und vergisst die "
                        "Points zu markieren, die er mit seinen Würfeln gewinnt, der wird wegen "
                        "beider Fehler in die Schule geschickt";
        i.options.push_back(schule);
        return i;
    }();
    return info;
}

Rules rulesFromOptions(const Options& options)
{
    Rules rules;
    const auto it = options.find(kPartieKey);
    rules.partieStriche = it != options.end() && it->second == "8" ? 8 : 6;
    const auto schule = options.find(kSchuleKey);
    rules.schule = schule != options.end() && schule->second == "true";
    return rules;
}

std::unique_ptr<Game> createToccategli(const Options& options, int)
{
    return std::make_unique<GameAdapter<TcState>>(TcState(rulesFromOptions(options)));
}

std::unique_ptr<Game> makeToccategliGame(const TcState& state)
{
    return std::make_unique<GameAdapter<TcState>>(state);
}

const TcState* tcState(const Game& game)
{
    const auto* adapter = dynamic_cast<const GameAdapter<TcState>*>(&game);
    return adapter ? &adapter->state() : nullptr;
}

} // namespace zv::toccategli
