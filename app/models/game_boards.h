#pragma once

// The kiosk's board for each engine game that has one: its QML file inside
// the kiosk's module (qml/games/<key>/...). The engine may know a game before
// its board exists (the CLI, self-play and the tests play it); such a game is
// never offered to play at the kiosk (no tile on the shelf, no "Jetzt
// spielen"), so a visitor never meets an empty game screen. A game's board
// arrives with one line here; GameScreen.qml loads whatever this names.

#include <QHash>
#include <QString>

namespace zv {

inline QString kioskBoardPath(const QString& gameKey)
{
    static const QHash<QString, QString> boards = {
        {QStringLiteral("muehle"), QStringLiteral("games/muehle/MuehleBoard.qml")},
        {QStringLiteral("glocke_hammer"),
         QStringLiteral("games/glocke_hammer/GlockeHammerBoard.qml")},
        {QStringLiteral("schocken"), QStringLiteral("games/schocken/SchockenBoard.qml")},
        {QStringLiteral("glasperlen"), QStringLiteral("games/glasperlen/GlasperlenBoard.qml")},
        {QStringLiteral("toccategli"), QStringLiteral("games/toccategli/ToccategliBoard.qml")},
        {QStringLiteral("maexchen"), QStringLiteral("games/maexchen/MaexchenBoard.qml")},
        {QStringLiteral("paschen"), QStringLiteral("games/paschen/PaschenBoard.qml")},
        {QStringLiteral("fuenf_wuerfel"),
         QStringLiteral("games/fuenf_wuerfel/FuenfWuerfelBoard.qml")},
        {QStringLiteral("dame"), QStringLiteral("games/dame/DameBoard.qml")},
        {QStringLiteral("kalaha"), QStringLiteral("games/kalaha/KalahaBoard.qml")},
        {QStringLiteral("halma"), QStringLiteral("games/halma/HalmaBoard.qml")},
        {QStringLiteral("sogo"), QStringLiteral("games/sogo/SogoBoard.qml")},
        {QStringLiteral("backgammon"), QStringLiteral("games/backgammon/BackgammonBoard.qml")},
        {QStringLiteral("raus"), QStringLiteral("games/raus/RausBoard.qml")},
        {QStringLiteral("pachisi"), QStringLiteral("games/pachisi/PachisiBoard.qml")},
        {QStringLiteral("schach"), QStringLiteral("games/schach/SchachBoard.qml")},
        {QStringLiteral("gaensespiel"), QStringLiteral("games/gaensespiel/GaensespielBoard.qml")},
        {QStringLiteral("leiterspiel"), QStringLiteral("games/leiterspiel/LeiterspielBoard.qml")},
        {QStringLiteral("glueckshaus"), QStringLiteral("games/glueckshaus/GlueckshausBoard.qml")},
        {QStringLiteral("farbcode"), QStringLiteral("games/farbcode/FarbcodeBoard.qml")},
    };
    return boards.value(gameKey);
}

} // namespace zv
