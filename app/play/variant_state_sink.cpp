#include "variant_state_sink.h"

#include <QVariantList>

namespace zv::play {

namespace {

QString toQString(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

} // namespace

void VariantStateSink::put(std::string_view key, long long value)
{
    // Board values are small; int keeps QML comparisons (===) with literals true.
    m_map.insert(toQString(key), static_cast<int>(value));
}

void VariantStateSink::put(std::string_view key, std::string_view value)
{
    m_map.insert(toQString(key), toQString(value));
}

void VariantStateSink::put(std::string_view key, const std::vector<int>& values)
{
    QVariantList list;
    list.reserve(static_cast<qsizetype>(values.size()));
    for (int v : values)
        list.append(v);
    m_map.insert(toQString(key), list);
}

void VariantStateSink::put(std::string_view key, const std::vector<std::string>& values)
{
    QStringList list;
    list.reserve(static_cast<qsizetype>(values.size()));
    for (const std::string& v : values)
        list.append(QString::fromStdString(v));
    m_map.insert(toQString(key), list);
}

QVariantMap describeToMap(const zv::Game& game)
{
    VariantStateSink sink;
    game.describe(sink);
    return sink.map();
}

} // namespace zv::play
