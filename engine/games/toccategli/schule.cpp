// Toccateglispiel: the Schule (option `schule`, RULES.md "The Schule"). The
// thrower marks his throw's points himself (`mark N`, right after the throw);
// before anything else happens the opponent reviews it:
//   pass       „den Gegner die Schule machen zu lassen, ohne sie zu markieren“:
//              the thrower keeps what he marked, right or wrong;
//   force      „den Gegner zu zwingen, die Points zu markieren, die er gewinnt“:
//              the thrower gets exactly what his throw won;
//   schule K   „in die Schule geschickt, das heißt, man markiert die Points, die
//              er vergessen oder zu viel markiert hat“: if K is exactly the
//              difference, the thrower keeps only what was due (at most what he
//              marked) and the sender marks K; otherwise the sending was unjust:
//              „wird ... wieder deshalb in die Schule geschickt, was er mit
//              Unrecht markiert hat, und ... genötigt, diese Points wieder
//              zurück zu markieren“ — the sender keeps nothing of K and the
//              thrower marks K.
// Then the throw's marks are shown with their reasons (what was missed).
#include "games/toccategli/tc_state.h"

#include <algorithm>
#include <cstdlib>

namespace zv::toccategli {

void TcState::review(const Move& move)
{
    const int thrower = thrower_;
    const int sender = 1 - thrower_;
    const int marked = declared_;
    const int wrongBy = std::abs(due_ - marked);
    int keeps = marked;
    int schoolFor = 0; // points the sender marks
    int unjustFor = 0; // points the thrower marks for an unjust sending
    switch (move.kind) {
    case MoveKind::Force:
        keeps = due_;
        break;
    case MoveKind::Schule:
        if (wrongBy != 0 && move.a == wrongBy) {
            keeps = std::min<int>(marked, due_);
            schoolFor = wrongBy;
        } else {
            unjustFor = move.a;
        }
        break;
    default:
        break;
    }
    if (keeps > 0)
        addMark(thrower, Reason::Marked, keeps);
    if (schoolFor > 0)
        addMark(sender, Reason::SchuleMark, schoolFor);
    if (unjustFor > 0)
        addMark(thrower, Reason::SchuleUnjust, unjustFor);
    dueShown_ = true;
    nextPhase(Resume::Move);
}

} // namespace zv::toccategli
