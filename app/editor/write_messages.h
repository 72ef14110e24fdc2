#pragma once

// What staff read when a write did not go through: plain German that says
// what happened to their work and what to do (the technical detail goes to
// "Details" and the log).

#include "store/editing_types.h"

#include <QString>

namespace zv {

QString writeMessageDe(const WriteResult& result);

} // namespace zv
