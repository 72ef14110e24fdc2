// What a throw of five dice scores in each field (RULES.md, "The fields").
// The source names only the bonus, the Dreierpasch and the Kniffel; the other
// fields and values are the usual Kniffel sheet, reconstructed (RULES.md says
// so and why).
#pragma once

#include "games/fuenf_wuerfel/fw_types.h"

namespace zv::fuenf_wuerfel {

bool isKniffelThrow(const Counts& c);
// The dice an upper field counts: Einser counts the ones, ..., Sechser the sixes.
int countedDice(int field, const Counts& c);
// The field's ordinary score for this throw; 0 when its condition is not met
// („dann wird das Feld gestrichen oder die Punktzahl „0“ eingetragen“).
int ordinaryScore(int field, const Counts& c);
// The score of a further Kniffel (the Kniffel field already holds 50 and the
// rule is on): 100 in the lower block, 100 plus the counted dice in the upper.
int extraKniffelScore(int field, const Counts& c);
// The highest score a field can ever hold (an extra Kniffel included): for the
// invariants.
int maxScore(int field);

} // namespace zv::fuenf_wuerfel
