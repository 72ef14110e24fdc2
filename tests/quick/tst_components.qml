import QtQuick
import QtTest
import Zeitvertreib

// The big button, the choice button and a Mühle point: they answer a touch,
// ignore it when disabled, are large enough to hit, and the words for how a
// game ended exist in both languages.
Item {
    id: root
    width: 1920
    height: 1080

    Component {
        id: buttonComponent
        BigButton { text: "Nochmal" }
    }
    Component {
        id: pointComponent
        MuehlePoint { name: "d2"; width: 100; height: 100; stoneDiameter: 70 }
    }

    SignalSpy { id: spy }

    TestCase {
        name: "Components"
        when: windowShown

        function init() {
            Theme.scale = 1.0
            spy.target = null
            spy.signalName = ""
            spy.clear()
        }

        function test_bigButtonClicks() {
            const button = createTemporaryObject(buttonComponent, root)
            verify(button)
            spy.signalName = "clicked"
            spy.target = button
            mouseClick(button)
            compare(spy.count, 1)
            // A finger, too.
            const touch = touchEvent(button)
            touch.press(0, button, button.width / 2, button.height / 2).commit()
            touch.release(0, button, button.width / 2, button.height / 2).commit()
            compare(spy.count, 2)
        }

        function test_disabledButtonIgnoresTouches() {
            const button = createTemporaryObject(buttonComponent, root, { enabled: false })
            spy.signalName = "clicked"
            spy.target = button
            mouseClick(button)
            compare(spy.count, 0)
        }

        function test_touchTargetsAreLargeEnough() {
            // At 1920×1080 nothing a visitor touches is under 72 px.
            const button = createTemporaryObject(buttonComponent, root)
            verify(button.height >= 72)
            verify(Theme.touchMin >= 72)
            // On the small laptop demo everything shrinks with the window.
            Theme.scale = 800 / 1080
            verify(button.height < 104)
            verify(Theme.touchMin >= 72)
            verify(Theme.fontBody >= 26)
        }

        function test_pointReportsItsName() {
            const point = createTemporaryObject(pointComponent, root, { target: true })
            spy.signalName = "touched"
            spy.target = point
            mouseClick(point)
            compare(spy.count, 1)
            compare(spy.signalArguments[0][0], "d2")
            compare(point.objectName, "point_d2")
        }

        function test_endWordsInBothLanguages() {
            for (const lang of ["de", "en"]) {
                Exhibit.setLanguage(lang)
                compare(Exhibit.language, lang)
                for (const reason of ["two_stones", "no_moves", "repetition", "move_limit"])
                    verify(GameTexts.reasonText("muehle", reason, reason === "repetition" || reason === "move_limit" ? -1 : 0).length > 10)
            }
            Exhibit.setLanguage("de")
            compare(GameTexts.winnerText("muehle", 0), "Weiß gewinnt!")
            compare(GameTexts.toMoveText("muehle", 1), "Schwarz ist am Zug")
            Exhibit.setLanguage("en")
            compare(GameTexts.winnerText("muehle", 0), "White wins!")
            compare(GameTexts.winnerText("muehle", -1), "A draw!")
            Exhibit.setLanguage("de")
        }
    }
}
