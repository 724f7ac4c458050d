<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU" sourcelanguage="en">
<context>
    <name>Parlour</name>
    <message numerus="yes">
        <location filename="../../desktop/review/analysis.py"/>
        <source>%n decisions reviewed</source>
        <translation>
            <numerusform>%n решение разобрано</numerusform>
            <numerusform>%n решения разобраны</numerusform>
            <numerusform>%n решений разобрано</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/review/analysis.py"/>
        <source>%n points</source>
        <translation>
            <numerusform>%n очко</numerusform>
            <numerusform>%n очка</numerusform>
            <numerusform>%n очков</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/review/analysis.py"/>
        <source>%v of %m steps</source>
        <translation>%v из %m шагов</translation>
    </message>
    <message>
        <location filename="../../desktop/review/analysis.py"/>
        <source>(cancelled: the decisions weighed so far)</source>
        <translation>(прервано: решения, оценённые до этого)</translation>
    </message>
    <message>
        <location filename="../../desktop/review/analysis.py"/>
        <source>A hand still in play is reviewed once it is over.</source>
        <translation>Сдачу, которая ещё идёт, можно разобрать, когда она закончится.</translation>
    </message>
    <message>
        <location filename="../../desktop/review/analysis.py"/>
        <source>A new match from this position, where you are to act, against the same computer players</source>
        <translation>Новая партия с этой позиции, где ваш ход, против тех же компьютерных игроков</translation>
    </message>
    <message>
        <location filename="../../desktop/review/analysis.py"/>
        <source>A new match from this position, where {who} is to act, against the same computer players</source>
        <translation>Новая партия с этой позиции, где ходит {who}, против тех же компьютерных игроков</translation>
    </message>
    <message>
        <location filename="../../desktop/review/analysis.py"/>
        <source>All cards open, {side} could hold {whom} to {best}; in play: {taken}.</source>
        <translation>Все карты открыты ({side}): при лучшей защите итог игрока {whom} — {best}; в игре: {taken}.</translation>
    </message>
    <message>
        <location filename="../../desktop/review/analysis.py"/>
        <source>All cards open, {side} could keep to {best} whatever the others played; in play: {taken}.</source>
        <translation>Все карты открыты ({side}): лучший итог при любой игре остальных — не больше чем {best}; в игре: {taken}.</translation>
    </message>
    <message>
        <location filename="../../desktop/review/analysis.py"/>
        <source>All cards open, {side} could make sure of {best} whatever the others played; in play: {taken}.</source>
        <translation>Все карты открыты ({side}): лучший итог при любой игре остальных — {best}; в игре: {taken}.</translation>
    </message>
    <message>
        <location filename="../../desktop/review/analysis.py"/>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <location filename="../../desktop/review/analysis.py"/>
        <source>Cancelling...</source>
        <translation>Прерываем...</translation>
    </message>
    <message>
        <location filename="../../desktop/review/analysis.py"/>
        <source>Choose one of your decisions (a reviewed one, or a position where you are to act) to play on from it</source>
        <translation>Выберите одно из своих решений (из разбора или позицию, где ваш ход), чтобы доиграть с него</translation>
    </message>
    <message>
        <location filename="../../desktop/review/analysis.py"/>
        <source>Each move with the points it is expected to bring over the rest of the hand against the others' average</source>
        <translation>Каждый ход и очки, которые он, по расчёту, принесёт до конца сдачи в сравнении со средним у соперников</translation>
    </message>
    <message>
        <location filename="../../desktop/review/analysis.py"/>
        <source>Hand {hand}, your decision {n}</source>
        <translation>Сдача {hand}, ваше решение {n}</translation>
    </message>
    <message>
        <location filename="../../desktop/review/analysis.py"/>
        <source>Hand {hand}, {who}'s decision {n}</source>
        <translation>Сдача {hand}, решение {n}: {who}</translation>
    </message>
    <message>
        <location filename="../../desktop/review/analysis.py"/>
        <source>Hand {hand}: expected points lost in the hand: {lost}</source>
        <translation>Сдача {hand}: ожидаемая потеря очков в сдаче: {lost}</translation>
    </message>
    <message>
        <location filename="../../desktop/review/analysis.py"/>
        <source>In play it failed.</source>
        <translation>В игре он не выполнен.</translation>
    </message>
    <message>
        <location filename="../../desktop/review/analysis.py"/>
        <source>In play it was made.</source>
        <translation>В игре он выполнен.</translation>
    </message>
    <message>
        <location filename="../../desktop/review/analysis.py"/>
        <source>Play from here</source>
        <translation>Играть отсюда</translation>
    </message>
    <message>
        <location filename="../../desktop/review/analysis.py"/>
        <location filename="../../desktop/scores/window.py"/>
        <source>Review this hand</source>
        <translation>Разобрать эту сдачу</translation>
    </message>
    <message>
        <location filename="../../desktop/review/analysis.py"/>
        <source>Reviewing hand {n}...</source>
        <translation>Разбираем сдачу {n}...</translation>
    </message>
    <message>
        <location filename="../../desktop/review/analysis.py"/>
        <source>The computer weighs each of your decisions in this hand from what you could see, the costliest first</source>
        <translation>Компьютер оценивает каждое ваше решение в этой сдаче по тому, что вы могли видеть; самые дорогие — первыми</translation>
    </message>
    <message>
        <location filename="../../desktop/review/analysis.py"/>
        <source>The review failed: {problem}</source>
        <translation>Разбор не удался: {problem}</translation>
    </message>
    <message>
        <location filename="../../desktop/review/analysis.py"/>
        <source>With best play the contract ({goal}) is made.</source>
        <translation>При лучшей игре контракт ({goal}) выполняется.</translation>
    </message>
    <message>
        <location filename="../../desktop/review/analysis.py"/>
        <source>With the best defence the contract ({goal}) fails.</source>
        <translation>При лучшей защите контракт ({goal}) не выполняется.</translation>
    </message>
    <message>
        <location filename="../../desktop/review/analysis.py"/>
        <source>all cards open, this gave away {cost}</source>
        <translation>при открытых картах цена этого хода — {cost}</translation>
    </message>
    <message>
        <location filename="../../desktop/review/analysis.py"/>
        <source>better: {move} ({score}); cost {cost}</source>
        <translation>лучше: {move} ({score}); цена ошибки {cost}</translation>
    </message>
    <message>
        <location filename="../../desktop/review/analysis.py"/>
        <source>better: {move} ({score}); cost {cost} ± {spread}</source>
        <translation>лучше: {move} ({score}); цена ошибки {cost} ± {spread}</translation>
    </message>
    <message>
        <location filename="../../desktop/review/analysis.py"/>
        <source>next best: {move} ({score})</source>
        <translation>следующий по силе: {move} ({score})</translation>
    </message>
    <message>
        <location filename="../../desktop/review/analysis.py"/>
        <source>no other move was weighed</source>
        <translation>другие ходы не оценивались</translation>
    </message>
    <message>
        <location filename="../../desktop/review/analysis.py"/>
        <source>{move} ({score})</source>
        <translation>{move} ({score})</translation>
    </message>
    <message>
        <location filename="../../desktop/review/positions.py"/>
        <source>Hand {n} is over. {scores}</source>
        <translation>Раздача {n} окончена. {scores}</translation>
    </message>
    <message>
        <location filename="../../desktop/review/positions.py"/>
        <source>Hand {n} is over: {what}. {scores}</source>
        <translation>Раздача {n} окончена: {what}. {scores}</translation>
    </message>
    <message>
        <location filename="../../desktop/review/positions.py"/>
        <source>The match is over: a draw, nobody wins.</source>
        <translation>Матч окончен: ничья, победителя нет.</translation>
    </message>
    <message>
        <location filename="../../desktop/review/positions.py"/>
        <source>The match is over: {who} win.</source>
        <translation>Матч окончен: побеждают {who}.</translation>
    </message>
    <message>
        <location filename="../../desktop/review/positions.py"/>
        <source>The match is over: {who} wins.</source>
        <translation>Матч окончен, победитель: {who}.</translation>
    </message>
    <message>
        <location filename="../../desktop/review/positions.py"/>
        <location filename="../../desktop/review/stats.py"/>
        <source>{first} and {second}</source>
        <translation>{first} и {second}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/review/replay.py"/>
        <source>%n actions</source>
        <translation>
            <numerusform>%n ход</numerusform>
            <numerusform>%n хода</numerusform>
            <numerusform>%n ходов</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/review/replay.py"/>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <location filename="../../desktop/review/replay.py"/>
        <location filename="../../desktop/scores/chart.py"/>
        <source>Deal</source>
        <translation>Раздача</translation>
    </message>
    <message>
        <location filename="../../desktop/review/replay.py"/>
        <source>End of the match</source>
        <translation>Конец матча</translation>
    </message>
    <message>
        <location filename="../../desktop/review/replay.py"/>
        <source>Hand {hand} of {hands} - action {n} of {last}</source>
        <translation>Раздача {hand} из {hands} — ход {n} из {last}</translation>
    </message>
    <message>
        <location filename="../../desktop/review/replay.py"/>
        <source>Hand {n}</source>
        <translation>Раздача {n}</translation>
    </message>
    <message>
        <location filename="../../desktop/review/replay.py"/>
        <source>Next action</source>
        <translation>Следующий ход</translation>
    </message>
    <message>
        <location filename="../../desktop/review/replay.py"/>
        <source>Next hand</source>
        <translation>Следующая раздача</translation>
    </message>
    <message>
        <location filename="../../desktop/review/replay.py"/>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <location filename="../../desktop/review/replay.py"/>
        <source>Play hand {n} again</source>
        <translation>Сыграть раздачу {n} снова</translation>
    </message>
    <message>
        <location filename="../../desktop/review/replay.py"/>
        <source>Play on</source>
        <translation>Автопросмотр</translation>
    </message>
    <message>
        <location filename="../../desktop/review/replay.py"/>
        <source>Play this deal again: a new match whose first hand has hand {n}'s cards</source>
        <translation>Сыграть эту раздачу снова: новый матч, в первой раздаче которого карты раздачи {n}</translation>
    </message>
    <message>
        <location filename="../../desktop/review/replay.py"/>
        <source>Previous action</source>
        <translation>Предыдущий ход</translation>
    </message>
    <message>
        <location filename="../../desktop/review/replay.py"/>
        <source>Previous hand</source>
        <translation>Предыдущая раздача</translation>
    </message>
    <message>
        <location filename="../../desktop/review/replay.py"/>
        <source>Reading the match ({n} actions)...</source>
        <translation>Чтение матча (ходов: {n})…</translation>
    </message>
    <message>
        <location filename="../../desktop/review/replay.py"/>
        <source>Replay: {game} - {names}</source>
        <translation>Повтор: {game} — {names}</translation>
    </message>
    <message>
        <location filename="../../desktop/review/replay.py"/>
        <source>Start of the match</source>
        <translation>Начало матча</translation>
    </message>
    <message>
        <location filename="../../desktop/review/replay.py"/>
        <source>The hand still in play is shown only as you see it at the table</source>
        <translation>Раздача, которая ещё идёт, показана только так, как вы видите её за столом</translation>
    </message>
    <message>
        <location filename="../../desktop/review/replay.py"/>
        <source>This match cannot be replayed: {problem}</source>
        <translation>Этот матч нельзя воспроизвести: {problem}</translation>
    </message>
    <message>
        <location filename="../../desktop/review/replay.py"/>
        <source>not finished</source>
        <translation>не окончена</translation>
    </message>
    <message>
        <location filename="../../desktop/review/replay.py"/>
        <source>{text} (hand {n} is over)</source>
        <translation>{text} (раздача {n} окончена)</translation>
    </message>
    <message>
        <location filename="../../desktop/review/replay.py"/>
        <source>{text} (the match is over)</source>
        <translation>{text} (матч окончен)</translation>
    </message>
    <message>
        <location filename="../../desktop/review/replay.py"/>
        <source>{text}: the first deal</source>
        <translation>{text}: первая сдача</translation>
    </message>
    <message>
        <location filename="../../desktop/review/replay.py"/>
        <source>{who} acts</source>
        <translation>{who} делает ход</translation>
    </message>
    <message>
        <location filename="../../desktop/review/replay_panels.py"/>
        <source>Actions</source>
        <translation>Ходы</translation>
    </message>
    <message>
        <location filename="../../desktop/review/replay_panels.py"/>
        <source>All hands</source>
        <translation>Все руки открыты</translation>
    </message>
    <message>
        <location filename="../../desktop/review/replay_panels.py"/>
        <source>Fast</source>
        <comment>animation speed</comment>
        <translation>Быстрая</translation>
    </message>
    <message>
        <location filename="../../desktop/review/replay_panels.py"/>
        <location filename="../../desktop/review/stats.py"/>
        <source>Hands</source>
        <translation>Раздачи</translation>
    </message>
    <message>
        <location filename="../../desktop/review/replay_panels.py"/>
        <source>Normal</source>
        <comment>animation speed</comment>
        <translation>Обычная</translation>
    </message>
    <message>
        <location filename="../../desktop/review/replay_panels.py"/>
        <source>Off</source>
        <comment>animation speed</comment>
        <translation>Выкл.</translation>
    </message>
    <message>
        <location filename="../../desktop/review/replay_panels.py"/>
        <source>Play this deal again</source>
        <translation>Сыграть эту раздачу снова</translation>
    </message>
    <message>
        <location filename="../../desktop/review/replay_panels.py"/>
        <source>Seat view:</source>
        <translation>Вид:</translation>
    </message>
    <message>
        <location filename="../../desktop/review/replay_panels.py"/>
        <source>Slow</source>
        <comment>animation speed</comment>
        <translation>Медленная</translation>
    </message>
    <message>
        <location filename="../../desktop/review/replay_panels.py"/>
        <source>Speed:</source>
        <translation>Скорость:</translation>
    </message>
    <message>
        <location filename="../../desktop/review/replay_panels.py"/>
        <source>Start a new match whose first hand is dealt this hand's cards</source>
        <translation>Начать новый матч, в первой раздаче которого сдаются карты этой раздачи</translation>
    </message>
    <message>
        <location filename="../../desktop/review/replay_panels.py"/>
        <source>Your view</source>
        <translation>Как видите вы</translation>
    </message>
    <message>
        <location filename="../../desktop/review/replay_panels.py"/>
        <source>{who}'s view</source>
        <translation>Как видит {who}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/review/stats.py"/>
        <source>%n deals</source>
        <translation>
            <numerusform>%n раздача</numerusform>
            <numerusform>%n раздачи</numerusform>
            <numerusform>%n раздач</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/review/stats.py"/>
        <source>%n hands</source>
        <translation>
            <numerusform>%n раздача</numerusform>
            <numerusform>%n раздачи</numerusform>
            <numerusform>%n раздач</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/review/stats.py"/>
        <source>All games</source>
        <translation>Все игры</translation>
    </message>
    <message>
        <location filename="../../desktop/review/stats.py"/>
        <source>Best hands</source>
        <translation>Лучшие раздачи</translation>
    </message>
    <message>
        <location filename="../../desktop/review/stats.py"/>
        <source>Best score</source>
        <translation>Лучший счёт</translation>
    </message>
    <message>
        <location filename="../../desktop/review/stats.py"/>
        <source>Click a column to sort by it; click again to reverse</source>
        <translation>Щёлкните по столбцу, чтобы упорядочить по нему; ещё раз — в обратном порядке</translation>
    </message>
    <message>
        <location filename="../../desktop/review/stats.py"/>
        <source>Forget the statistics of every game?</source>
        <translation>Забыть статистику всех игр?</translation>
    </message>
    <message>
        <location filename="../../desktop/review/stats.py"/>
        <source>Forget the statistics of the game shown, or of every game</source>
        <translation>Забыть статистику показанной игры или всех игр</translation>
    </message>
    <message>
        <location filename="../../desktop/review/stats.py"/>
        <source>Forget the statistics of {game}, or of every game?</source>
        <translation>Забыть статистику игры {game} или всех игр?</translation>
    </message>
    <message>
        <location filename="../../desktop/review/stats.py"/>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location filename="../../desktop/review/stats.py"/>
        <source>Game:</source>
        <translation>Игра:</translation>
    </message>
    <message>
        <location filename="../../desktop/review/stats.py"/>
        <source>Hands finished (King: deals), in finished matches and in matches still in play</source>
        <translation>Сыгранные раздачи: в оконченных матчах и в матчах, которые ещё идут</translation>
    </message>
    <message>
        <location filename="../../desktop/review/stats.py"/>
        <source>Hands in which the player scored best (a tie counts for each)</source>
        <translation>Раздачи, в которых у игрока лучший счёт (при равенстве — у каждого)</translation>
    </message>
    <message>
        <location filename="../../desktop/review/stats.py"/>
        <source>Matches</source>
        <translation>Матчи</translation>
    </message>
    <message>
        <location filename="../../desktop/review/stats.py"/>
        <source>Matches finished</source>
        <translation>Оконченные матчи</translation>
    </message>
    <message>
        <location filename="../../desktop/review/stats.py"/>
        <source>Mean a hand</source>
        <translation>Ср. за раздачу</translation>
    </message>
    <message>
        <location filename="../../desktop/review/stats.py"/>
        <source>Mean score</source>
        <translation>Средний счёт</translation>
    </message>
    <message>
        <location filename="../../desktop/review/stats.py"/>
        <source>No player's name matches.</source>
        <translation>Ни одно имя игрока не подходит.</translation>
    </message>
    <message>
        <location filename="../../desktop/review/stats.py"/>
        <source>Nothing played of {game} yet: a hand is counted when it ends, a match too.</source>
        <translation>В игре {game} ещё ничего не сыграно: раздача засчитывается, когда она окончена, матч тоже.</translation>
    </message>
    <message>
        <location filename="../../desktop/review/stats.py"/>
        <source>Nothing played yet: a hand is counted when it ends, a match too.</source>
        <translation>Ещё ничего не сыграно: раздача засчитывается, когда она окончена, матч тоже.</translation>
    </message>
    <message>
        <location filename="../../desktop/review/stats.py"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../desktop/review/stats.py"/>
        <source>Player:</source>
        <translation>Игрок:</translation>
    </message>
    <message>
        <location filename="../../desktop/review/stats.py"/>
        <source>Reset every game</source>
        <translation>Сбросить все игры</translation>
    </message>
    <message>
        <location filename="../../desktop/review/stats.py"/>
        <source>Reset statistics</source>
        <translation>Сброс статистики</translation>
    </message>
    <message>
        <location filename="../../desktop/review/stats.py"/>
        <source>Reset {game}</source>
        <translation>Сбросить {game}</translation>
    </message>
    <message>
        <location filename="../../desktop/review/stats.py"/>
        <source>Reset...</source>
        <translation>Сбросить…</translation>
    </message>
    <message>
        <location filename="../../desktop/review/stats.py"/>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <location filename="../../desktop/review/stats.py"/>
        <source>The best match score: the lowest where lower is better</source>
        <translation>Лучший счёт матча: наименьший там, где меньше — лучше</translation>
    </message>
    <message>
        <location filename="../../desktop/review/stats.py"/>
        <source>The matches counted so far cannot be brought back.</source>
        <translation>Учтённые матчи вернуть будет нельзя.</translation>
    </message>
    <message>
        <location filename="../../desktop/review/stats.py"/>
        <source>The mean score of one hand (King: one deal)</source>
        <translation>Средний счёт одной раздачи</translation>
    </message>
    <message>
        <location filename="../../desktop/review/stats.py"/>
        <source>The statistics cannot be read: {problem}</source>
        <translation>Статистику не удаётся прочитать: {problem}</translation>
    </message>
    <message>
        <location filename="../../desktop/review/stats.py"/>
        <source>The statistics could not be reset: {problem}</source>
        <translation>Статистику не удалось сбросить: {problem}</translation>
    </message>
    <message>
        <location filename="../../desktop/review/stats.py"/>
        <source>Win rate</source>
        <translation>Доля побед</translation>
    </message>
    <message>
        <location filename="../../desktop/review/stats.py"/>
        <source>Wins</source>
        <translation>Победы</translation>
    </message>
    <message>
        <location filename="../../desktop/review/stats.py"/>
        <source>Wins count every winner of a shared first place.</source>
        <translation>Победа засчитывается каждому, кто делит первое место.</translation>
    </message>
    <message>
        <location filename="../../desktop/review/stats.py"/>
        <source>any name</source>
        <translation>любое имя</translation>
    </message>
    <message>
        <location filename="../../desktop/review/stats.py"/>
        <source>{game} count penalty points: lower is better, so the best score is the lowest.</source>
        <translation>В играх {game} считаются штрафные очки: меньше — лучше, поэтому лучший счёт — наименьший.</translation>
    </message>
    <message>
        <location filename="../../desktop/review/stats.py"/>
        <source>{game} counts penalty points: lower is better, so the best score is the lowest.</source>
        <translation>В игре {game} считаются штрафные очки: меньше — лучше, поэтому лучший счёт — наименьший.</translation>
    </message>
    <message>
        <location filename="../../desktop/review/stats.py"/>
        <source>{game} counts penalty points: the lowest score is the best</source>
        <translation>В игре {game} считаются штрафные очки: лучший счёт — наименьший</translation>
    </message>
    <message>
        <location filename="../../desktop/review/stats.py"/>
        <source>{score} (lowest)</source>
        <translation>{score} (мин.)</translation>
    </message>
    <message>
        <location filename="../../desktop/scores/chart.py"/>
        <source>Hand</source>
        <translation>Раздача</translation>
    </message>
    <message>
        <location filename="../../desktop/scores/chart.py"/>
        <source>The scores are hidden until the session ends (the NS setting)</source>
        <translation>Счёт скрыт до конца партии (настройка NS)</translation>
    </message>
    <message>
        <location filename="../../desktop/scores/chart.py"/>
        <source>{score} after each deal</source>
        <translation>{score} после каждой раздачи</translation>
    </message>
    <message>
        <location filename="../../desktop/scores/chart.py"/>
        <source>{score} after each hand</source>
        <translation>{score} после каждой раздачи</translation>
    </message>
    <message>
        <location filename="../../desktop/scores/chart.py"/>
        <source>{text} (lower is better)</source>
        <translation>{text} (меньше — лучше)</translation>
    </message>
    <message>
        <location filename="../../desktop/scores/chart.py"/>
        <source>{who}: {total} after deal {n}</source>
        <translation>{who}: {total} после раздачи {n}</translation>
    </message>
    <message>
        <location filename="../../desktop/scores/chart.py"/>
        <source>{who}: {total} after hand {n}</source>
        <translation>{who}: {total} после раздачи {n}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/scores/king_chart.py"/>
        <source>%n tricks</source>
        <translation>
            <numerusform>%n взятка</numerusform>
            <numerusform>%n взятки</numerusform>
            <numerusform>%n взяток</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/scores/king_chart.py"/>
        <source>Bonus</source>
        <translation>Бонус</translation>
    </message>
    <message>
        <location filename="../../desktop/scores/king_chart.py"/>
        <source>Deal {deal}: {points} to the bonus, {total} so far</source>
        <translation>Раздача {deal}: {points} в бонус, всего {total}</translation>
    </message>
    <message>
        <location filename="../../desktop/scores/king_chart.py"/>
        <source>Deal {deal}: {points} to the hill, {total} so far</source>
        <translation>Раздача {deal}: {points} в гору, всего {total}</translation>
    </message>
    <message>
        <location filename="../../desktop/scores/king_chart.py"/>
        <source>Deal {deal}: {who} played {game}</source>
        <translation>Раздача {deal}: {who} — {game}</translation>
    </message>
    <message>
        <location filename="../../desktop/scores/king_chart.py"/>
        <source>Hill</source>
        <translation>Гора</translation>
    </message>
    <message>
        <location filename="../../desktop/scores/king_chart.py"/>
        <source>King: score chart, deal {n} of {total}</source>
        <translation>Кинг: запись, раздача {n} из {total}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/scores/king_chart.py"/>
        <source>King: score chart, session over after %n deals</source>
        <translation>
            <numerusform>Кинг: запись, партия окончена после %n раздачи</numerusform>
            <numerusform>Кинг: запись, партия окончена после %n раздач</numerusform>
            <numerusform>Кинг: запись, партия окончена после %n раздач</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/scores/king_chart.py"/>
        <source>Pool</source>
        <translation>Пуля</translation>
    </message>
    <message>
        <location filename="../../desktop/scores/king_chart.py"/>
        <source>Result</source>
        <translation>Итог</translation>
    </message>
    <message>
        <location filename="../../desktop/scores/king_chart.py"/>
        <source>The numbers are hidden until the session ends (the NS setting).</source>
        <translation>Числа скрыты до конца партии (настройка NS).</translation>
    </message>
    <message>
        <location filename="../../desktop/scores/king_chart.py"/>
        <source>The results so far sum to {total}; after the last deal they sum to zero.</source>
        <translation>Сумма итогов пока {total}; после последней раздачи — ноль.</translation>
    </message>
    <message>
        <location filename="../../desktop/scores/king_chart.py"/>
        <source>The results sum to {total}: the surplus equals the liability.</source>
        <translation>Сумма итогов {total}: выигрыш равен проигрышу.</translation>
    </message>
    <message>
        <location filename="../../desktop/scores/king_chart.py"/>
        <source>The score chart fills in as deals are played.</source>
        <translation>Запись заполняется по ходу раздач.</translation>
    </message>
    <message>
        <location filename="../../desktop/scores/king_chart.py"/>
        <source>Your {game} ({unit}): not played yet</source>
        <translation>Вы: «{game}» ({unit}) — ещё не сыграна</translation>
    </message>
    <message>
        <location filename="../../desktop/scores/king_chart.py"/>
        <source>awards</source>
        <comment>King's bonus</comment>
        <translation>награды</translation>
    </message>
    <message>
        <location filename="../../desktop/scores/king_chart.py"/>
        <source>d{n}</source>
        <comment>under a game struck out on King's chart: played in deal n</comment>
        <translation>р{n}</translation>
    </message>
    <message>
        <location filename="../../desktop/scores/king_chart.py"/>
        <source>games</source>
        <comment>King's pool</comment>
        <translation>игры</translation>
    </message>
    <message>
        <location filename="../../desktop/scores/king_chart.py"/>
        <source>hidden (NS)</source>
        <translation>скрыто (NS)</translation>
    </message>
    <message>
        <location filename="../../desktop/scores/king_chart.py"/>
        <source>penalties</source>
        <comment>King's hill</comment>
        <translation>штрафы</translation>
    </message>
    <message>
        <location filename="../../desktop/scores/king_chart.py"/>
        <source>unit {n}</source>
        <translation>единица {n}</translation>
    </message>
    <message>
        <location filename="../../desktop/scores/king_chart.py"/>
        <source>{n} a trick</source>
        <translation>{n} за взятку</translation>
    </message>
    <message>
        <location filename="../../desktop/scores/king_chart.py"/>
        <source>{text} (ended early)</source>
        <translation>{text} (окончена досрочно)</translation>
    </message>
    <message>
        <location filename="../../desktop/scores/king_chart.py"/>
        <source>{text} Struck out: games played (dN: in deal N).</source>
        <translation>{text} Зачёркнуты сыгранные игры (р№: в раздаче №).</translation>
    </message>
    <message>
        <location filename="../../desktop/scores/king_chart.py"/>
        <source>{who}'s {game} ({unit}): not played yet</source>
        <translation>{who}: «{game}» ({unit}) — ещё не сыграна</translation>
    </message>
    <message>
        <location filename="../../desktop/scores/king_chart.py"/>
        <source>{who}: bonus {bonus} − hill {hill} = {result}</source>
        <translation>{who}: бонус {bonus} − гора {hill} = {result}</translation>
    </message>
    <message>
        <location filename="../../desktop/scores/king_chart.py"/>
        <source>{who}: bonus {bonus} − hill {hill} = {result} (winner)</source>
        <translation>{who}: бонус {bonus} − гора {hill} = {result} (победитель)</translation>
    </message>
    <message>
        <location filename="../../desktop/scores/king_chart.py"/>
        <source>{who}: sat out</source>
        <translation>{who}: вне игры</translation>
    </message>
    <message>
        <location filename="../../desktop/scores/sheet.py"/>
        <source>Hidden until the session ends (NS)</source>
        <translation>Скрыто до конца партии (NS)</translation>
    </message>
    <message>
        <location filename="../../desktop/scores/sheet.py"/>
        <source>King</source>
        <translation>Кинг</translation>
    </message>
    <message>
        <location filename="../../desktop/scores/sheet.py"/>
        <source>Penalty points</source>
        <translation>Штрафные очки</translation>
    </message>
    <message>
        <location filename="../../desktop/scores/sheet.py"/>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <location filename="../../desktop/scores/sheet.py"/>
        <source>Result (bonus − hill)</source>
        <translation>Итог (бонус − гора)</translation>
    </message>
    <message>
        <location filename="../../desktop/scores/sheet.py"/>
        <source>Score</source>
        <translation>Счёт</translation>
    </message>
    <message>
        <location filename="../../desktop/scores/sheet.py"/>
        <source>Seat {n}</source>
        <translation>Место {n}</translation>
    </message>
    <message>
        <location filename="../../desktop/scores/sheet.py"/>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <location filename="../../desktop/scores/sheet.py"/>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/scores/window.py"/>
        <source>%n deals scored</source>
        <translation>
            <numerusform>%n раздача засчитана</numerusform>
            <numerusform>%n раздачи засчитаны</numerusform>
            <numerusform>%n раздач засчитано</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/scores/window.py"/>
        <source>%n hands scored</source>
        <translation>
            <numerusform>%n раздача засчитана</numerusform>
            <numerusform>%n раздачи засчитаны</numerusform>
            <numerusform>%n раздач засчитано</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/scores/window.py"/>
        <source>CSV (*.csv)</source>
        <translation>Таблица CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../desktop/scores/window.py"/>
        <source>CSV…</source>
        <translation>CSV…</translation>
    </message>
    <message>
        <location filename="../../desktop/scores/window.py"/>
        <source>Could not write {path}</source>
        <translation>Не удалось записать {path}</translation>
    </message>
    <message>
        <location filename="../../desktop/scores/window.py"/>
        <source>Could not write {path}: {problem}</source>
        <translation>Не удалось записать {path}: {problem}</translation>
    </message>
    <message>
        <location filename="../../desktop/scores/window.py"/>
        <source>Export</source>
        <translation>Экспорт</translation>
    </message>
    <message>
        <location filename="../../desktop/scores/window.py"/>
        <source>Export the score sheet</source>
        <translation>Экспорт таблицы счёта</translation>
    </message>
    <message>
        <location filename="../../desktop/scores/window.py"/>
        <source>Export the score sheet as CSV</source>
        <translation>Экспортировать таблицу счёта в CSV</translation>
    </message>
    <message>
        <location filename="../../desktop/scores/window.py"/>
        <source>Hide the scores until the end (NS)</source>
        <translation>Скрыть счёт до конца (NS)</translation>
    </message>
    <message>
        <location filename="../../desktop/scores/window.py"/>
        <source>King's NS (no score) display setting (D-king-6): hide the numbers until the session ends</source>
        <translation>Настройка Кинга NS (без счёта, D-king-6): скрыть числа до конца партии</translation>
    </message>
    <message>
        <location filename="../../desktop/scores/window.py"/>
        <source>No match yet</source>
        <translation>Матча пока нет</translation>
    </message>
    <message>
        <location filename="../../desktop/scores/window.py"/>
        <source>Over time</source>
        <translation>По ходу игры</translation>
    </message>
    <message>
        <location filename="../../desktop/scores/window.py"/>
        <source>PNG image (*.png)</source>
        <translation>Изображение PNG (*.png)</translation>
    </message>
    <message>
        <location filename="../../desktop/scores/window.py"/>
        <source>PNG…</source>
        <translation>PNG…</translation>
    </message>
    <message>
        <location filename="../../desktop/scores/window.py"/>
        <source>Replay this hand with each of your decisions weighed by the computer</source>
        <translation>Повтор этой сдачи, где компьютер оценивает каждое ваше решение</translation>
    </message>
    <message>
        <location filename="../../desktop/scores/window.py"/>
        <source>Save as PNG</source>
        <translation>Сохранить как PNG</translation>
    </message>
    <message>
        <location filename="../../desktop/scores/window.py"/>
        <source>Save the tab shown as a PNG picture</source>
        <translation>Сохранить открытую вкладку как картинку PNG</translation>
    </message>
    <message>
        <location filename="../../desktop/scores/window.py"/>
        <source>Score chart</source>
        <translation>Запись</translation>
    </message>
    <message>
        <location filename="../../desktop/scores/window.py"/>
        <source>Score sheet</source>
        <translation>Таблица счёта</translation>
    </message>
    <message>
        <location filename="../../desktop/scores/window.py"/>
        <source>Sheet</source>
        <translation>Таблица</translation>
    </message>
    <message>
        <location filename="../../desktop/scores/window.py"/>
        <source>Show or hide the score sheet, King's score chart and the score over time</source>
        <translation>Показать или скрыть таблицу счёта, запись Кинга и счёт по ходу игры</translation>
    </message>
    <message>
        <location filename="../../desktop/scores/window.py"/>
        <source>match over</source>
        <translation>матч окончен</translation>
    </message>
    <message>
        <location filename="../../desktop/scores/window.py"/>
        <source>{game}, {state}</source>
        <translation>{game}, {state}</translation>
    </message>
    <message>
        <location filename="../../desktop/scores/window.py"/>
        <source>{text}: lower is better</source>
        <translation>{text}: меньше — лучше</translation>
    </message>
</context>
</TS>
