// Collects a game's describe() output as a QVariantMap for the QML boards.
#pragma once

#include "core/game.h"

#include <QVariantMap>

namespace zv::play {

class VariantStateSink final : public zv::StateSink {
public:
    void put(std::string_view key, long long value) override;
    void put(std::string_view key, std::string_view value) override;
    void put(std::string_view key, const std::vector<int>& values) override;
    void put(std::string_view key, const std::vector<std::string>& values) override;

    const QVariantMap& map() const { return m_map; }

private:
    QVariantMap m_map;
};

// The state of `game` as the board sees it.
QVariantMap describeToMap(const zv::Game& game);

} // namespace zv::play
