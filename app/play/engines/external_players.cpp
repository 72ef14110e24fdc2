#include "external_players.h"

#include "uci_player.h"

#include <QCoreApplication>

#include <map>
#include <mutex>

namespace zv::play::engines {

namespace {

// The adapters, one line per game that has an external engine.
std::unique_ptr<ExternalPlayer> makeDefaultPlayer(std::string_view gameKey)
{
    if (gameKey == "schach")
        return std::make_unique<UciPlayer>(
            "schach", findEngineProgram(QStringLiteral("stockfish"), "ZV_ENGINE_STOCKFISH"));
    return nullptr;
}

struct Registry {
    std::mutex mutex;
    std::map<std::string, std::shared_ptr<ExternalPlayer>, std::less<>> players;
    std::map<std::string, bool, std::less<>> looked; // keys asked for, with or without a player
    bool cleanupRegistered = false;
};

Registry& registry()
{
    static Registry instance;
    return instance;
}

// Engine processes end with the application object (their threads must not
// outlive it); the kiosk also calls shutdownExternalPlayers() when it quits.
void registerCleanup(Registry& r)
{
    if (r.cleanupRegistered || !QCoreApplication::instance())
        return;
    r.cleanupRegistered = true;
    qAddPostRoutine(shutdownExternalPlayers);
}

} // namespace

std::shared_ptr<ExternalPlayer> externalPlayerFor(std::string_view gameKey)
{
    Registry& r = registry();
    std::lock_guard lock(r.mutex);
    if (!r.looked.count(gameKey)) {
        r.looked.emplace(std::string(gameKey), true);
        if (std::unique_ptr<ExternalPlayer> player = makeDefaultPlayer(gameKey))
            r.players.emplace(std::string(gameKey), std::move(player));
        registerCleanup(r);
    }
    const auto it = r.players.find(gameKey);
    return it == r.players.end() ? nullptr : it->second;
}

std::vector<zv::Level> offeredLevels(std::string_view gameKey)
{
    const std::shared_ptr<ExternalPlayer> player = externalPlayerFor(gameKey);
    std::vector<zv::Level> levels;
    for (zv::Level level : {zv::Level::Beginner, zv::Level::Practised, zv::Level::Master}) {
        if (player && !player->available() && player->onlyExternal(level))
            continue;
        levels.push_back(level);
    }
    return levels;
}

QStringList missingEngineReports()
{
    QStringList reports;
    for (const char* key : {"schach", "backgammon"}) {
        const std::shared_ptr<ExternalPlayer> player = externalPlayerFor(key);
        if (player && !player->available())
            reports.append(player->missingReason());
    }
    return reports;
}

void shutdownExternalPlayers()
{
    Registry& r = registry();
    std::unique_lock lock(r.mutex);
    // Moved out first: a player's destructor stops its process and must
    // not run under the registry's lock.
    std::map<std::string, std::shared_ptr<ExternalPlayer>, std::less<>> players;
    players.swap(r.players);
    r.looked.clear();
    lock.unlock();
    players.clear();
}

void replaceExternalPlayer(std::string_view gameKey, std::shared_ptr<ExternalPlayer> player)
{
    Registry& r = registry();
    std::lock_guard lock(r.mutex);
    r.players.erase(std::string(gameKey));
    r.looked.erase(std::string(gameKey));
    if (player) {
        r.looked.emplace(std::string(gameKey), true);
        r.players.emplace(std::string(gameKey), std::move(player));
        registerCleanup(r);
    }
}

} // namespace zv::play::engines
