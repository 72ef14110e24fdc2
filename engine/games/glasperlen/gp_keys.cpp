// The text keys of the state's enums: what the notation, the board's state
// for the kiosk (description.cpp) and the records write for them.
#include "games/glasperlen/gp_state.h"

namespace zv::glasperlen {

std::string_view endReasonKey(EndReason reason)
{
    switch (reason) {
    case EndReason::None:
        return "none";
    case EndReason::StuckWithGems:
        return "stuck_with_gems";
    case EndReason::Points:
        return "points";
    case EndReason::PointsTie:
        return "points_tie";
    case EndReason::FifteenPoints:
        return "fifteen_points";
    case EndReason::EmptiedTooSoon:
        return "emptied_too_soon";
    case EndReason::TurnLimit:
        return "turn_limit";
    case EndReason::Resigned:
        return "resigned";
    }
    return "none";
}

std::string_view phaseKey(Phase phase)
{
    switch (phase) {
    case Phase::Choose:
        return "choose";
    case Phase::Sow:
        return "sow";
    case Phase::Take:
        return "take";
    case Phase::Over:
        return "over";
    }
    return "over";
}

std::string_view captureKey(CaptureKind kind)
{
    switch (kind) {
    case CaptureKind::None:
        return "none";
    case CaptureKind::Direct:
        return "direct";
    case CaptureKind::Indirect:
        return "indirect";
    }
    return "none";
}

} // namespace zv::glasperlen
