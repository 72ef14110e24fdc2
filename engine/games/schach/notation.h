// Chess notation: UCI long algebraic ("e2e4", "e7e8q", castling "e1g1"), the
// game's move text and what records hold; SAN ("Nf3", "exd6", "O-O", "Qh4#")
// for PGN and for the visitor's move list; PGN export.
#pragma once

#include "games/schach/position.h"

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace zv::schach {

std::string uciText(const Move& move);
// The legal move written as `text` in UCI; nullopt with *why otherwise.
std::optional<Move> parseUci(const Position& pos, std::string_view text, std::string* why);

// Standard Algebraic Notation of a legal move, with "+" for check and "#" for mate.
std::string sanText(const Position& pos, const Move& move);
// Reads SAN (suffixes "+", "#", "!", "?" ignored; "0-0" accepted for "O-O").
std::optional<Move> parseSan(const Position& pos, std::string_view text, std::string* why);

// A PGN game: the seven tag roster plus FEN/SetUp when the game did not
// start from the initial position; SAN move text wrapped at 80 columns.
struct PgnTags {
    std::vector<std::pair<std::string, std::string>> tags; // in order; Result is added
};
std::string pgnText(const Position& start, const std::vector<Move>& moves, const PgnTags& tags,
                    const std::string& result);
// The moves of a PGN's move text from `start` (tags, comments, move numbers
// and the result are skipped); nullopt with *why at the first unreadable move.
std::optional<std::vector<Move>> parsePgnMoves(const Position& start, std::string_view pgn,
                                               std::string* why);

} // namespace zv::schach
