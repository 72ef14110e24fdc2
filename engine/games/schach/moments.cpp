// swingMoments (moments.h).
#include "games/schach/moments.h"

#include "games/schach/notation.h"
#include "games/schach/search.h"

#include <algorithm>

namespace zv::schach {
namespace {
constexpr int kClamp = 2000;          // a mate counts as a big swing, not as 100 queens
constexpr int kMinSwing = kPawnValue; // less is no turning point
constexpr int kLeadMargin = 150;      // who "stands better" afterwards
} // namespace

std::vector<Moment> swingMoments(const SchachState& game, int count)
{
    SchachState s(game.rules(), game.startPosition());
    std::vector<int> evals;
    std::vector<Move> replies;
    auto evaluate = [&] {
        Move reply{};
        evals.push_back(std::clamp(evaluateForWhite(s, &reply), -kClamp, kClamp));
        replies.push_back(reply);
    };
    evaluate();
    std::vector<Moment> all;
    for (const Move& m : game.moves()) {
        const Position before = s.position();
        Moment moment;
        moment.moveNumber = before.fullmoveNumber();
        moment.color = before.side();
        moment.san = sanText(before, m);
        const int captured = (m.flags & kEnPassant) ? kPawn
                             : (m.flags & kCapture) ? pieceType(before.at(m.to))
                                                    : 0;
        s.apply(m);
        evaluate();
        const int sign = moment.color == kWhite ? 1 : -1;
        moment.swing = sign * (evals.back() - evals[evals.size() - 2]);
        const int after = evals.back();
        moment.leader = after > kLeadMargin ? kWhite : after < -kLeadMargin ? kBlack : -1;
        if (moment.swing > 0) {
            if (s.endReason() == EndReason::Checkmate)
                moment.kind = "mate";
            else if (captured)
                moment.kind = "captured", moment.piece = captured;
            else if (m.flags & kPromotion)
                moment.kind = "promoted", moment.piece = m.promo;
            else
                moment.kind = "good_move";
        } else {
            const Move reply = replies.back();
            const Position& now = s.position();
            if (sign * after <= -kClamp)
                moment.kind = "allowed_mate";
            else if (!s.isOver() && (reply.flags & kCapture))
                moment.kind = "left_hanging",
                moment.piece = (reply.flags & kEnPassant) ? kPawn : pieceType(now.at(reply.to));
            else
                moment.kind = "weak_move";
        }
        if (std::abs(moment.swing) >= kMinSwing)
            all.push_back(moment);
    }
    std::stable_sort(all.begin(), all.end(), [](const Moment& a, const Moment& b) {
        return std::abs(a.swing) > std::abs(b.swing);
    });
    if (static_cast<int>(all.size()) > count)
        all.resize(static_cast<std::size_t>(count));
    std::stable_sort(all.begin(), all.end(), [](const Moment& a, const Moment& b) {
        return a.moveNumber != b.moveNumber ? a.moveNumber < b.moveNumber : a.color < b.color;
    });
    return all;
}

std::string momentText(const Moment& m)
{
    return std::to_string(m.moveNumber) + "|" + std::to_string(m.color) + "|" + m.kind + "|" +
           std::to_string(m.piece) + "|" + std::to_string(m.leader) + "|" + m.san;
}

} // namespace zv::schach
