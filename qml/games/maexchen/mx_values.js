.pragma library
// The 21 values of Mäxchen in the traditional ranking, lowest first
// (engine/games/maexchen/RULES.md, "Ranking"): the numbers 31 to 65, the
// doubles 11 to 66, Mäxchen (21) highest.
const order = ["31", "32", "41", "42", "43", "51", "52", "53", "54", "61", "62", "63", "64", "65",
               "11", "22", "33", "44", "55", "66", "21"]

// The rank 0–20 of a value, -1 for anything else ("" before the first announcement).
function rank(value) {
    return order.indexOf(String(value))
}

// "number", "double" or "maexchen".
function kind(value) {
    const text = String(value)
    if (text === "21")
        return "maexchen"
    return text.length === 2 && text[0] === text[1] ? "double" : "number"
}
