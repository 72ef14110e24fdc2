#!/bin/sh
# A stand-in for a UCI chess engine, for tst_external_engine. Its first
# argument says how it behaves when asked to "go":
#   answer  - answers "bestmove <second argument>" at once
#   hang    - never answers (an engine stuck in a search)
#   crash   - dies (exit status 3), as a crashing engine would
#   mute    - never finishes the start-up handshake either
mode=$1
move=${2:-e2e4}
while read -r line; do
    case "$line" in
        uci) [ "$mode" = mute ] || { echo "id name fake"; echo "uciok"; } ;;
        isready) [ "$mode" = mute ] || echo "readyok" ;;
        go*)
            case "$mode" in
                answer) echo "info depth 1"; echo "bestmove $move" ;;
                crash) exit 3 ;;
                *) ;;
            esac ;;
        quit) exit 0 ;;
    esac
done
