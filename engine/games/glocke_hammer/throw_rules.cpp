// What a throw of the eight dice does (RULES.md, "Throws"). Every throw is at
// most one payment: who pays whom how much follows from the pips, the
// symbols, the Kasse and whether the Wirtshaus is open. A payment from a
// player to himself, or to or from a card that nobody owns, is void.
#include "games/glocke_hammer/gh_state.h"

namespace zv::glocke_hammer {

void GhState::resolveThrow(unsigned mask)
{
    ++throws_;
    lastDice_ = static_cast<std::int16_t>(mask);
    lastThrower_ = thrower_;
    lastVoid_ = VoidReason::None;

    const int pips = pipsOf(mask);
    const int symbol = symbolCardOf(mask);
    const int thrower = thrower_;
    // The one the throw's symbols point to acts instead of the thrower.
    const int actor = symbol == kNoCard ? thrower : owner(symbol);

    int from = kNobody, to = kNobody, amount = 0, credit = kNoCard;
    if (pips == 0) {
        if (wirtshausOpen_ && rules_.blankAfterOpening == BlankAfterOpening::IntoKasse) {
            lastCase_ =
                symbol == kNoCard ? ThrowCase::SchimmelKasse : ThrowCase::SchimmelSymbolKasse;
            from = symbol == kNoCard ? owner(Schimmel) : owner(symbol);
            to = kKasse;
        } else {
            lastCase_ = symbol == kNoCard ? ThrowCase::Schimmel : ThrowCase::SchimmelSymbol;
            from = actor;
            to = owner(Schimmel);
            credit = Schimmel;
        }
        amount = 1;
    } else if (pips <= kasse_) {
        lastCase_ = symbol == kNoCard ? ThrowCase::Pips : ThrowCase::PipsSymbol;
        from = kKasse;
        to = actor;
        amount = pips;
        credit = symbol;
    } else if (!wirtshausOpen_) {
        // The first throw above the Kasse opens the Wirtshaus and pays nothing.
        lastCase_ = ThrowCase::OpensWirtshaus;
        wirtshausOpen_ = true;
        afterThrow(kNobody);
        return;
    } else {
        lastCase_ = symbol == kNoCard ? ThrowCase::Overshoot : ThrowCase::OvershootSymbol;
        from = actor;
        to = wirt();
        amount = pips - kasse_;
        credit = Wirtshaus;
    }

    if (from == kNobody || to == kNobody) {
        lastVoid_ = VoidReason::NoOwner;
        afterThrow(kNobody);
        return;
    }
    if (from == to) {
        lastVoid_ = VoidReason::Self;
        afterThrow(kNobody);
        return;
    }
    const int moved = pay(from, to, amount);
    if (credit != kNoCard && to != kKasse)
        cardWinnings_[static_cast<std::size_t>(credit)] =
            static_cast<std::int16_t>(cardWinnings_[static_cast<std::size_t>(credit)] + moved);
    if (from == kKasse) {
        if (kasse_ == 0)
            endGame(EndReason::KasseEmptied, to);
        afterThrow(kNobody);
        return;
    }
    // A player who owed chips and has none left after paying has run out.
    afterThrow(chips(from) == 0 ? from : kNobody);
}

} // namespace zv::glocke_hammer
