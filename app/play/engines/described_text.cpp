#include "described_text.h"

namespace zv::play::engines {

namespace {

class OneKeySink : public zv::StateSink {
public:
    explicit OneKeySink(std::string_view key) : m_key(key) {}
    void put(std::string_view, long long) override {}
    void put(std::string_view key, std::string_view value) override
    {
        if (key == m_key)
            text = value;
    }
    void put(std::string_view, const std::vector<int>&) override {}
    void put(std::string_view, const std::vector<std::string>&) override {}

    std::string text;

private:
    std::string_view m_key;
};

} // namespace

std::string describedText(const zv::Game& game, std::string_view key)
{
    OneKeySink sink(key);
    game.describe(sink);
    return sink.text;
}

} // namespace zv::play::engines
