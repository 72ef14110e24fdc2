.pragma library

// The 64 places of the Gänsespiel sheet (start and fields 1 to 63) on an
// 8 × 8 square spiral, as the printed sheets wind it: from the start at the
// bottom left along the bottom, up the right side, back along the top and
// down the left, ring by ring, to field 63 near the centre. [column, row].
function cells(size) {
    const out = []
    let left = 0, top = 0, right = size - 1, bottom = size - 1
    while (left <= right && top <= bottom) {
        for (let c = left; c <= right; ++c) out.push([c, bottom])
        for (let r = bottom - 1; r >= top; --r) out.push([right, r])
        if (top < bottom)
            for (let c = right - 1; c >= left; --c) out.push([c, top])
        if (left < right)
            for (let r = top + 1; r <= bottom - 1; ++r) out.push([left, r])
        ++left; ++top; --right; --bottom
    }
    return out
}
