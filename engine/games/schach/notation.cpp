// UCI and SAN move text, PGN out and in (notation.h).
#include "games/schach/notation.h"

#include "games/schach/schach_state.h"

#include <array>
#include <cctype>

namespace zv::schach {
namespace {

constexpr std::string_view kPromoLetters = "  nbrq"; // by piece type, lower case (UCI)
constexpr std::string_view kSanLetters = "  NBRQK";

bool fail(std::string* why, std::string text)
{
    if (why)
        *why = std::move(text);
    return false;
}

int legalMoves(const Position& pos, std::array<Move, kMaxMoves>& moves)
{
    return pos.generateLegal(moves.data());
}

} // namespace

std::string uciText(const Move& m)
{
    std::string text = squareName(m.from) + squareName(m.to);
    if (m.flags & kPromotion)
        text += kPromoLetters[m.promo];
    return text;
}

std::optional<Move> parseUci(const Position& pos, std::string_view text, std::string* why)
{
    std::array<Move, kMaxMoves> moves;
    const int n = legalMoves(pos, moves);
    for (int i = 0; i < n; ++i)
        if (uciText(moves[static_cast<std::size_t>(i)]) == text)
            return moves[static_cast<std::size_t>(i)];
    const int from = text.size() >= 4 ? squareFromName(text.substr(0, 2)) : -1;
    const int to = text.size() >= 4 ? squareFromName(text.substr(2, 2)) : -1;
    if (from < 0 || to < 0)
        fail(why, "\"" + std::string(text) + "\" is no chess move (write e.g. e2e4, e7e8q)");
    else if (pos.at(from) == 0 || pieceColor(pos.at(from)) != pos.side())
        fail(why, "no piece of the side to move stands on " + squareName(from));
    else
        fail(why, "\"" + std::string(text) + "\" is not a legal move here");
    return std::nullopt;
}

std::string sanText(const Position& pos, const Move& m)
{
    std::string text;
    const int type = pieceType(pos.at(m.from));
    if (m.flags & kCastle) {
        text = m.to > m.from ? "O-O" : "O-O-O";
    } else {
        if (type == kPawn) {
            if (m.flags & kCapture)
                text += static_cast<char>('a' + fileOf(m.from));
        } else {
            text += kSanLetters[static_cast<std::size_t>(type)];
            // Disambiguation: file if that tells the pieces apart, else rank, else both.
            std::array<Move, kMaxMoves> moves;
            const int n = legalMoves(pos, moves);
            bool other = false, sameFile = false, sameRank = false;
            for (int i = 0; i < n; ++i) {
                const Move& o = moves[static_cast<std::size_t>(i)];
                if (o.to != m.to || o.from == m.from || pieceType(pos.at(o.from)) != type)
                    continue;
                other = true;
                sameFile = sameFile || fileOf(o.from) == fileOf(m.from);
                sameRank = sameRank || rankOf(o.from) == rankOf(m.from);
            }
            if (other) {
                if (!sameFile)
                    text += static_cast<char>('a' + fileOf(m.from));
                else if (!sameRank)
                    text += static_cast<char>('1' + rankOf(m.from));
                else
                    text += squareName(m.from);
            }
        }
        if (m.flags & kCapture)
            text += 'x';
        text += squareName(m.to);
        if (m.flags & kPromotion) {
            text += '=';
            text += kSanLetters[m.promo];
        }
    }
    Position next = pos;
    next.make(m);
    if (next.inCheck())
        text += next.hasLegalMove() ? "+" : "#";
    return text;
}

std::optional<Move> parseSan(const Position& pos, std::string_view text, std::string* why)
{
    std::string clean;
    for (char c : text)
        if (c != '+' && c != '#' && c != '!' && c != '?')
            clean += c == '0' ? 'O' : c;
    std::array<Move, kMaxMoves> moves;
    const int n = legalMoves(pos, moves);
    for (int i = 0; i < n; ++i) {
        std::string san = sanText(pos, moves[static_cast<std::size_t>(i)]);
        while (!san.empty() && (san.back() == '+' || san.back() == '#'))
            san.pop_back();
        if (san == clean)
            return moves[static_cast<std::size_t>(i)];
    }
    fail(why, "\"" + std::string(text) + "\" is no legal move in SAN here");
    return std::nullopt;
}

std::string pgnText(const Position& start, const std::vector<Move>& moves, const PgnTags& tags,
                    const std::string& result)
{
    std::string out;
    for (const auto& [key, value] : tags.tags)
        out += "[" + key + " \"" + value + "\"]\n";
    out += "[Result \"" + result + "\"]\n";
    const std::string startFen = start.fen();
    if (startFen != Position::start().fen())
        out += "[SetUp \"1\"]\n[FEN \"" + startFen + "\"]\n";
    out += "\n";
    std::string line;
    auto word = [&](const std::string& w) {
        if (!line.empty() && line.size() + 1 + w.size() > 79) {
            out += line + "\n";
            line.clear();
        }
        line += (line.empty() ? "" : " ") + w;
    };
    Position pos = start;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        if (pos.side() == kWhite)
            word(std::to_string(pos.fullmoveNumber()) + ".");
        else if (i == 0)
            word(std::to_string(pos.fullmoveNumber()) + "...");
        word(sanText(pos, moves[i]));
        pos.make(moves[i]);
    }
    word(result);
    return out + line + "\n";
}

std::optional<std::vector<Move>> parsePgnMoves(const Position& start, std::string_view pgn,
                                               std::string* why)
{
    std::vector<Move> moves;
    Position pos = start;
    std::size_t i = 0;
    while (i < pgn.size()) {
        const char c = pgn[i];
        if (c == '[') { // a tag pair
            while (i < pgn.size() && pgn[i] != '\n')
                ++i;
            continue;
        }
        if (c == '{') { // a comment
            while (i < pgn.size() && pgn[i] != '}')
                ++i;
            ++i;
            continue;
        }
        if (std::isspace(static_cast<unsigned char>(c))) {
            ++i;
            continue;
        }
        std::size_t end = i;
        while (end < pgn.size() && !std::isspace(static_cast<unsigned char>(pgn[end])))
            ++end;
        std::string_view token = pgn.substr(i, end - i);
        i = end;
        // Move numbers "12." and "12..." (possibly glued to the move: "12.e4").
        std::size_t digits = 0;
        while (digits < token.size() && std::isdigit(static_cast<unsigned char>(token[digits])))
            ++digits;
        if (digits > 0 && digits < token.size() && token[digits] == '.') {
            token.remove_prefix(digits);
            while (!token.empty() && token.front() == '.')
                token.remove_prefix(1);
        }
        if (token.empty() || token == "1-0" || token == "0-1" || token == "1/2-1/2" || token == "*")
            continue;
        const auto move = parseSan(pos, token, why);
        if (!move)
            return std::nullopt;
        moves.push_back(*move);
        pos.make(*move);
    }
    return moves;
}

// --- the game's move text ---

std::string SchachState::moveText(const Move& move) const
{
    return uciText(move);
}

std::vector<std::string> SchachState::movePath(const Move& m) const
{
    std::vector<std::string> path = {squareName(m.from), squareName(m.to)};
    if (m.flags & kPromotion)
        path.emplace_back(1, kPromoLetters[m.promo]);
    return path;
}

bool SchachState::parseMove(std::string_view text, Move* out, std::string* why) const
{
    if (isOver())
        return fail(why, "the game is over");
    const auto move = parseUci(pos_, text, why);
    if (!move)
        return false;
    *out = *move;
    return true;
}

} // namespace zv::schach
