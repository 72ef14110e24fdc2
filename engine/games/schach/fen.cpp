// Forsyth-Edwards Notation in and out: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".
// A FEN is accepted only when it could be a chess position the rules allow
// to be reached in principle: one king each, no pawn on the first or last
// row, the side not to move not in check, castling rights only with king and
// rook at home (RULES.md "Positions").
#include "games/schach/position.h"

#include <charconv>
#include <sstream>
#include <vector>

namespace zv::schach {
namespace {

constexpr std::string_view kPieceLetters = " PNBRQK";

bool fail(std::string* why, std::string text)
{
    if (why)
        *why = std::move(text);
    return false;
}

std::vector<std::string> fields(std::string_view text)
{
    std::vector<std::string> out;
    std::istringstream in{std::string(text)};
    std::string f;
    while (in >> f)
        out.push_back(f);
    return out;
}

bool readBoard(Position& p, const std::string& rows, std::string* why)
{
    int rank = 7, file = 0;
    for (char c : rows) {
        if (c == '/') {
            if (file != 8 || rank == 0)
                return fail(why, "FEN: each of the eight rows must have eight squares");
            --rank;
            file = 0;
        } else if (c >= '1' && c <= '8') {
            file += c - '0';
            if (file > 8)
                return fail(why, "FEN: a row is longer than eight squares");
        } else {
            const char upper = static_cast<char>(c & ~0x20);
            const auto type = kPieceLetters.find(upper);
            if (type == std::string_view::npos || type == 0 || file > 7)
                return fail(why, std::string("FEN: unknown piece letter '") + c + "'");
            p.put(sq88(file, rank),
                  makePiece(c == upper ? kWhite : kBlack, static_cast<int>(type)));
            ++file;
        }
    }
    if (rank != 0 || file != 8)
        return fail(why, "FEN: the board must have eight rows of eight squares");
    return true;
}

} // namespace

std::optional<Position> Position::fromFen(std::string_view text, std::string* why)
{
    const std::vector<std::string> f = fields(text);
    if (f.size() < 2 || f.size() > 6) {
        fail(why, "FEN: expected board, side, castling, en passant, clocks");
        return std::nullopt;
    }
    Position p;
    if (!readBoard(p, f[0], why))
        return std::nullopt;
    if (f[1] != "w" && f[1] != "b") {
        fail(why, "FEN: the side to move is w or b");
        return std::nullopt;
    }
    p.setSide(f[1] == "w" ? kWhite : kBlack);
    int rights = 0;
    const std::string castling = f.size() > 2 ? f[2] : "-";
    if (castling != "-")
        for (char c : castling) {
            const auto i = std::string_view("KQkq").find(c);
            if (i == std::string_view::npos) {
                fail(why, "FEN: castling rights are written with K, Q, k, q or -");
                return std::nullopt;
            }
            rights |= 1 << i;
        }
    // A right only counts with its king and rook at home.
    auto home = [&p](int sq, int color, int type) { return p.at(sq) == makePiece(color, type); };
    if (!home(sq88(4, 0), kWhite, kKing))
        rights &= ~(kWhiteShort | kWhiteLong);
    if (!home(sq88(7, 0), kWhite, kRook))
        rights &= ~kWhiteShort;
    if (!home(sq88(0, 0), kWhite, kRook))
        rights &= ~kWhiteLong;
    if (!home(sq88(4, 7), kBlack, kKing))
        rights &= ~(kBlackShort | kBlackLong);
    if (!home(sq88(7, 7), kBlack, kRook))
        rights &= ~kBlackShort;
    if (!home(sq88(0, 7), kBlack, kRook))
        rights &= ~kBlackLong;
    p.setCastling(rights);
    int ep = -1;
    if (f.size() > 3 && f[3] != "-") {
        ep = squareFromName(f[3]);
        if (ep < 0 || rankOf(ep) != (p.side() == kWhite ? 5 : 2)) {
            fail(why, "FEN: the en-passant square must be on the sixth (third) row");
            return std::nullopt;
        }
    }
    p.setEp(ep);
    int half = 0, full = 1;
    if (f.size() > 4)
        std::from_chars(f[4].data(), f[4].data() + f[4].size(), half);
    if (f.size() > 5)
        std::from_chars(f[5].data(), f[5].data() + f[5].size(), full);
    p.setClocks(std::max(half, 0), std::max(full, 1));
    for (int color : {kWhite, kBlack})
        if (p.count(color, kKing) != 1) {
            fail(why, "FEN: each side needs exactly one king");
            return std::nullopt;
        }
    for (int file = 0; file < 8; ++file)
        if (pieceType(p.at(sq88(file, 0))) == kPawn || pieceType(p.at(sq88(file, 7))) == kPawn) {
            fail(why, "FEN: no pawn can stand on the first or last row");
            return std::nullopt;
        }
    p.finishSetup();
    if (p.attacked(p.kingSquare(p.side() ^ 1), p.side())) {
        fail(why, "FEN: the side not to move is in check");
        return std::nullopt;
    }
    return p;
}

std::string Position::fen() const
{
    std::string out;
    for (int rank = 7; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < 8; ++file) {
            const int piece = at(sq88(file, rank));
            if (piece == 0) {
                ++empty;
                continue;
            }
            if (empty)
                out += static_cast<char>('0' + empty);
            empty = 0;
            const char letter = kPieceLetters[static_cast<std::size_t>(pieceType(piece))];
            out += pieceColor(piece) == kWhite ? letter : static_cast<char>(letter | 0x20);
        }
        if (empty)
            out += static_cast<char>('0' + empty);
        if (rank)
            out += '/';
    }
    out += side_ == kWhite ? " w " : " b ";
    std::string rights;
    const char* letters = "KQkq";
    for (int i = 0; i < 4; ++i)
        if (castling_ & (1 << i))
            rights += letters[i];
    out += rights.empty() ? "-" : rights;
    out += ' ';
    out += ep_ >= 0 ? squareName(ep_) : "-";
    out += ' ' + std::to_string(halfmove_) + ' ' + std::to_string(fullmove_);
    return out;
}

} // namespace zv::schach
