.pragma library

// The pieces of the dice races (Gänsespiel, Leiterspiel), seat by seat:
// colours far apart for young eyes, each piece also carries its number.
const fills = ["#c0392b", "#2e6fb5", "#3c8c4a", "#e3b505", "#f7f1e3", "#2a211c"]
const inks = ["#ffffff", "#ffffff", "#ffffff", "#2b1d14", "#2b1d14", "#ffffff"]
const edges = ["#6e1f17", "#173a63", "#1f4a27", "#7a6203", "#8a7b60", "#000000"]
