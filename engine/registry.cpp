// Every game the engine knows, and the one place where a game is created:
// options and seat counts are checked here, once for all games.
#include "core/game.h"
#include "games/backgammon/backgammon_game.h"
#include "games/dame/dame_game.h"
#include "games/farbcode/farbcode_game.h"
#include "games/fuenf_wuerfel/fuenf_wuerfel_game.h"
#include "games/gaensespiel/gaensespiel_game.h"
#include "games/glasperlen/glasperlen_game.h"
#include "games/glocke_hammer/glocke_hammer_game.h"
#include "games/glueckshaus/glueckshaus_game.h"
#include "games/halma/halma_game.h"
#include "games/kalaha/kalaha_game.h"
#include "games/leiterspiel/leiterspiel_game.h"
#include "games/maexchen/maexchen_game.h"
#include "games/muehle/muehle_game.h"
#include "games/pachisi/pachisi_game.h"
#include "games/paschen/paschen_game.h"
#include "games/raus/raus_game.h"
#include "games/schach/schach_game.h"
#include "games/schocken/schocken_game.h"
#include "games/sogo/sogo_game.h"
#include "games/toccategli/toccategli_game.h"

#include <charconv>
#include <functional>

namespace zv {
namespace {

struct Entry {
    const GameInfo& (*info)();
    std::unique_ptr<Game> (*create)(const Options&, int seats);
};

const std::vector<Entry>& entries()
{
    static const std::vector<Entry> list = {
        {&muehle::MuehleState::gameInfo,
         [](const Options& options, int) { return muehle::createMuehle(options); }},
        {&glocke_hammer::GhState::gameInfo, &glocke_hammer::createGlockeHammer},
        {&glasperlen::GpState::gameInfo,
         [](const Options& options, int) { return glasperlen::createGlasperlen(options); }},
        {&schocken::SkState::gameInfo, &schocken::createSchocken},
        {&toccategli::TcState::gameInfo, &toccategli::createToccategli},
        {&fuenf_wuerfel::FwState::gameInfo, &fuenf_wuerfel::createFuenfWuerfel},
        {&paschen::PsState::gameInfo, &paschen::createPaschen},
        {&maexchen::MxState::gameInfo, &maexchen::createMaexchen},
        {&dame::DameState::gameInfo,
         [](const Options& options, int) { return dame::createDame(options); }},
        {&kalaha::KalahaState::gameInfo,
         [](const Options& options, int) { return kalaha::createKalaha(options); }},
        {&halma::HmState::gameInfo, &halma::createHalma},
        {&sogo::SogoState::gameInfo,
         [](const Options& options, int) { return sogo::createSogo(options); }},
        {&backgammon::BgState::gameInfo,
         [](const Options& options, int) { return backgammon::createBackgammon(options); }},
        {&raus::RsState::gameInfo, &raus::createRaus},
        {&pachisi::PcState::gameInfo, &pachisi::createPachisi},
        {&schach::SchachState::gameInfo,
         [](const Options& options, int) { return schach::createSchach(options); }},
        {&gaensespiel::GsState::gameInfo, &gaensespiel::createGaensespiel},
        {&leiterspiel::LsState::gameInfo, &leiterspiel::createLeiterspiel},
        {&glueckshaus::GlState::gameInfo, &glueckshaus::createGlueckshaus},
        {&farbcode::FcState::gameInfo,
         [](const Options& options, int) { return farbcode::createFarbcode(options); }},
    };
    return list;
}

bool setWhy(std::string* why, std::string reason)
{
    if (why)
        *why = std::move(reason);
    return false;
}

bool validValue(const OptionSpec& spec, const std::string& value, std::string* why)
{
    switch (spec.type) {
    case OptionSpec::Type::Bool:
        if (value == "true" || value == "false")
            return true;
        return setWhy(why, "option " + spec.key + " must be true or false, not \"" + value + "\"");
    case OptionSpec::Type::Int: {
        int number = 0;
        const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), number);
        if (ec != std::errc() || end != value.data() + value.size())
            return setWhy(why,
                          "option " + spec.key + " must be a whole number, not \"" + value + "\"");
        if (number < spec.minValue || number > spec.maxValue)
            return setWhy(why, "option " + spec.key + " must lie between " +
                                   std::to_string(spec.minValue) + " and " +
                                   std::to_string(spec.maxValue));
        return true;
    }
    case OptionSpec::Type::Choice:
        for (const auto& choice : spec.choices)
            if (choice == value)
                return true;
        return setWhy(why, "option " + spec.key + " has no choice \"" + value + "\"");
    case OptionSpec::Type::Text: {
        const std::string problem = spec.check ? spec.check(value) : std::string();
        if (problem.empty())
            return true;
        return setWhy(why, "option " + spec.key + ": " + problem);
    }
    }
    return setWhy(why, "option " + spec.key + " has an unknown type");
}

} // namespace

const std::vector<GameInfo>& allGames()
{
    static const std::vector<GameInfo> games = [] {
        std::vector<GameInfo> list;
        for (const auto& e : entries())
            list.push_back(e.info());
        return list;
    }();
    return games;
}

const GameInfo* findGame(std::string_view key)
{
    for (const auto& info : allGames())
        if (info.key == key)
            return &info;
    return nullptr;
}

std::unique_ptr<Game> createGame(std::string_view key, const Options& options,
                                 const std::vector<Seat>& seats, std::string* why)
{
    for (const auto& e : entries()) {
        const GameInfo& info = e.info();
        if (info.key != key)
            continue;
        const int seatCount = static_cast<int>(seats.size());
        if (seatCount < info.minSeats || seatCount > info.maxSeats) {
            setWhy(
                why,
                info.key + " needs " + std::to_string(info.minSeats) +
                    (info.minSeats == info.maxSeats ? "" : " to " + std::to_string(info.maxSeats)) +
                    " seats, not " + std::to_string(seatCount));
            return nullptr;
        }
        Options complete;
        for (const auto& spec : info.options)
            complete[spec.key] = spec.defaultValue;
        for (const auto& [optionKey, value] : options) {
            const OptionSpec* spec = nullptr;
            for (const auto& candidate : info.options)
                if (candidate.key == optionKey)
                    spec = &candidate;
            if (!spec) {
                setWhy(why, info.key + " has no option \"" + optionKey + "\"");
                return nullptr;
            }
            if (!validValue(*spec, value, why))
                return nullptr;
            complete[optionKey] = value;
        }
        return e.create(complete, seatCount);
    }
    setWhy(why, "no game is called \"" + std::string(key) + "\"");
    return nullptr;
}

} // namespace zv
